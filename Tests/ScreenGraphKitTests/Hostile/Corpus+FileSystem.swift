extension Corpus {
    /// Paths that are not plain readable graph files, names that are not UTF-8, and
    /// `format --write` on files with modes, owners and links to keep.
    static let fileSystem: [CorpusCase] = [
        .shell(.fileSystem, "a file that is missing", [], #""$SG" check nothere.screengraph"#, 2, "error: nothere.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "a directory on the way that is missing", [], #""$SG" check no/where.screengraph"#, 2, "error: no/where.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "a file on the way that is no directory", [.file("a.screengraph", "start A\nscreen A\n")], #""$SG" check a.screengraph/b.screengraph"#, 2, "error: a.screengraph/b.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "a directory", [.directory("d.screengraph")], #""$SG" check d.screengraph"#, 2, "error: d.screengraph: cannot read the file: it is a directory"),
        .shell(.fileSystem, "a directory named .json", [.directory("d.json")], #""$SG" route d.json --all"#, 2, "error: d.json: cannot read the file: it is a directory"),
        .shell(.fileSystem, "an unknown extension", [.file("g.txt", "start A\nscreen A\n")], #""$SG" check g.txt"#, 2, "error: g.txt: unknown file type; expected a .json or .screengraph file"),
        .shell(.fileSystem, "no extension", [.file("graph", "start A\nscreen A\n")], #""$SG" check graph"#, 2, "error: graph: unknown file type; expected a .json or .screengraph file"),
        .shell(.fileSystem, "an extension in capitals", [.file("g.JSON", "{}")], #""$SG" check g.JSON"#, 2, "error: g.JSON: unknown file type; expected a .json or .screengraph file"),
        .shell(.fileSystem, "/dev/null by the name of a graph", [], #"ln -s /dev/null g.screengraph && "$SG" check g.screengraph"#, 1, "g.screengraph:1:1: error: the graph needs a 'start' line naming the start screen"),
        .shell(.fileSystem, "/dev/zero by the name of a graph", [], #"ln -s /dev/zero g.screengraph && "$SG" check g.screengraph"#, 2, "error: g.screengraph: cannot read the file: it is more than the limit of 268435456 bytes (256 MiB)"),
        .shell(.fileSystem, "a FIFO with a writer", [], #"mkfifo g.screengraph && { printf 'start A\nscreen A\n  tap "x" -> B\nscreen B\n' > g.screengraph & } && "$SG" route g.screengraph --to B"#, 0, "1. A → B  edge tap 'x'"),
        .shell(.fileSystem, "a symbolic link to a graph", [.file("real.screengraph", "start A\nscreen A\n  tap \"x\" -> B\nscreen B\n")], #"ln -s real.screengraph g.screengraph && "$SG" route g.screengraph --to B"#, 0, "1. A → B  edge tap 'x'"),
        .shell(.fileSystem, "a symbolic link to nothing", [], #"ln -s nothere.screengraph g.screengraph && "$SG" check g.screengraph"#, 2, "error: g.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "a symbolic link to itself", [], #"ln -s g.screengraph g.screengraph && "$SG" check g.screengraph"#, 2, "error: g.screengraph: cannot read the file: Too many levels of symbolic links"),
        .shell(.fileSystem, "a name that is not UTF-8", [], #"printf 'start A\nscreen A\n  tap "x" -> B\nscreen B\n' > "$(printf 'bad\377.screengraph')" && "$SG" route "$(printf 'bad\377.screengraph')" --to B"#, 0, "1. A → B  edge tap 'x'"),
        .shell(.fileSystem, "an error in a file whose name is not UTF-8", [], #"printf 'start A\nscreen B\n' > "$(printf 'bad\376.screengraph')" && "$SG" check "$(printf 'bad\376.screengraph')""#, 1, "bad\\xFE.screengraph:1:7: error: start screen 'A' is not a screen"),
        .shell(.fileSystem, "a missing file whose name is not UTF-8", [], #""$SG" check "$(printf 'gone\377\376.screengraph')""#, 2, "error: gone\\xFF\\xFE.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "a JSON summary for a name that is not UTF-8", [], #"printf 'start A\nscreen A\n' > "$(printf 'j\377.screengraph')" && "$SG" check "$(printf 'j\377.screengraph')" --json | head -2"#, 0, "{\n  \"file\": \"j\\\\xFF.screengraph\",\n"),
        .shell(.fileSystem, "a name with a line break", [], #""$SG" check "$(printf 'two\nlines.screengraph')""#, 2, "error: two\\u{A}lines.screengraph: cannot read the file: no such file"),
        .shell(.fileSystem, "format --write on a name that is not UTF-8", [], #"printf 'start A\nscreen   A\n' > "$(printf 'f\377.screengraph')" && "$SG" format "$(printf 'f\377.screengraph')" --write && cat "$(printf 'f\377.screengraph')""#, 0, "start A\n\nscreen A\n"),

        // format --write keeps the file.
        formatWrite("keeps the mode 0600", #"chmod 600 g.screengraph && "$SG" format g.screengraph --write && stat -c %a g.screengraph"#, "600\n"),
        formatWrite("keeps the mode 0755", #"chmod 755 g.screengraph && "$SG" format g.screengraph --write && stat -c %a g.screengraph"#, "755\n"),
        formatWrite("ignores the umask", #"chmod 666 g.screengraph && umask 077 && "$SG" format g.screengraph --write && stat -c %a g.screengraph"#, "666\n"),
        formatWrite("keeps the owner and group", #"chown 1234:2345 g.screengraph 2>/dev/null; before=$(stat -c %u:%g g.screengraph); "$SG" format g.screengraph --write && [ "$(stat -c %u:%g g.screengraph)" = "$before" ] && echo kept"#, "kept\n"),
        formatWrite("writes through a symbolic link", #"mv g.screengraph real.screengraph && ln -s real.screengraph g.screengraph && "$SG" format g.screengraph --write && [ -L g.screengraph ] && cat real.screengraph"#, formatted),
        formatWrite("writes through two symbolic links", #"mkdir d && mv g.screengraph d/real.screengraph && ln -s d/real.screengraph one.screengraph && ln -s one.screengraph g.screengraph && "$SG" format g.screengraph --write && [ -L g.screengraph ] && [ -L one.screengraph ] && cat d/real.screengraph"#, formatted),
        formatWrite("keeps a hard link", #"ln g.screengraph other.screengraph && "$SG" format g.screengraph --write && stat -c %h g.screengraph && cat other.screengraph"#, "2\n" + formatted),
        formatWrite("keeps a hard link's mode and owner", #"chmod 604 g.screengraph && chown 1234:2345 g.screengraph 2>/dev/null; ln g.screengraph other.screengraph && before=$(stat -c %u:%g g.screengraph) && "$SG" format g.screengraph --write && [ "$(stat -c %u:%g other.screengraph)" = "$before" ] && stat -c %a other.screengraph"#, "604\n"),
        formatWrite("refuses a read-only file", #"chmod 444 g.screengraph && "$SG" format g.screengraph --write"#, status: 2, "g.screengraph: cannot write the file: it is read-only (mode 0444); make it writable to format it in place"),
        formatWrite("leaves a read-only file as it was", #"chmod 444 g.screengraph && { "$SG" format g.screengraph --write 2>/dev/null; cat g.screengraph; }"#, unformatted),
        formatWrite("refuses a read-only file through a link", #"mv g.screengraph real.screengraph && chmod 400 real.screengraph && ln -s real.screengraph g.screengraph && "$SG" format g.screengraph --write"#, status: 2, "g.screengraph: cannot write the file: it is read-only (mode 0400)"),
        formatWrite("leaves no file behind", #""$SG" format g.screengraph --write && ls -A"#, "g.screengraph\n"),
        formatWrite("leaves no file behind for a hard link", #"ln g.screengraph other.screengraph && "$SG" format g.screengraph --write && ls -A"#, "g.screengraph\nother.screengraph\n"),
        formatWrite("leaves no file behind when refused", #"chmod 444 g.screengraph && "$SG" format g.screengraph --write 2>/dev/null; ls -A"#, "g.screengraph\n"),
        formatWrite("leaves a formatted file untouched", #""$SG" format g.screengraph --write && before=$(stat -c %i:%Y g.screengraph) && sleep 1 && "$SG" format g.screengraph --write && [ "$(stat -c %i:%Y g.screengraph)" = "$before" ] && echo untouched"#, "untouched\n"),
        formatWrite("keeps the file when it has errors", #"echo '  bogus' >> g.screengraph && { "$SG" format g.screengraph --write 2>/dev/null; echo "status $?"; cat g.screengraph; }"#, "status 2\n" + unformatted + "  bogus\n"),
        formatWrite("in a directory that takes no new file", #"mkdir d && mv g.screengraph d/ && chmod 555 d && "$SG" format d/g.screengraph --write; chmod 755 d; cat d/g.screengraph; ls -A d"#, formatted + "g.screengraph\n"),
        .shell(.fileSystem, "format --write on a name of 252 bytes", [.file(repeated("n", 240) + ".screengraph", unformatted)],
               #"f=$(printf 'n%.0s' $(seq 240)).screengraph && cp "$f" orig && ln "$f" link.screengraph && "$SG" format "$f" --write && rm link.screengraph && cp orig "$f" && rm orig && "$SG" format "$f" --write && ls -A | wc -l && cat "$f""#, 0, "1\n" + formatted),
        .shell(.fileSystem, "format --write on a JSON file", [.file("g.json", #"{"format":"screengraph/1","start":"A","screens":[{"name":"A"}]}"#)], #""$SG" format g.json --write && cat g.json"#, 0, "{\n  \"format\": \"screengraph/1\",\n"),
        .shell(.fileSystem, "format --write on a directory", [.directory("d.screengraph")], #""$SG" format d.screengraph --write"#, 2, "error: d.screengraph: cannot read the file: it is a directory"),
        .shell(.fileSystem, "format --write on /dev/null", [], #"ln -s /dev/null g.screengraph && "$SG" format g.screengraph --write"#, 2, "g.screengraph: cannot write the file: it is not a regular file\n"),
    ]

    static let unformatted = "start A\nscreen   A # home\n  tap \"x\"   -> A\n"
    static let formatted = "start A\n\nscreen A  # home\n  tap \"x\" -> A\n"

    /// `script` run where `g.screengraph` holds ``unformatted``.
    static func formatWrite(_ name: String, _ script: String, status: Int32 = 0, _ prefix: String) -> CorpusCase {
        .shell(.fileSystem, "format --write " + name, [.file("g.screengraph", unformatted)], script, status, prefix)
    }
}
