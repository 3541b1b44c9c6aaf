extension Corpus {
    /// Files the CLI writes (`--junit`, `--coverage`, `coverage merge -o`): one that is
    /// also an input or another output is refused before anything runs; one that cannot
    /// be written whole (a file-size limit stands in for a full disk) leaves what was
    /// there as it was, and no temporary file behind. And inputs that are no regular
    /// file: `format --write` on a FIFO is refused, never waited on.
    static let replacing: [CorpusCase] = [
        .shell(.replacing, "--coverage over the graph", [], demo + #""$SG" run Demo.screengraph --app Demo.json --coverage Demo.screengraph"#, 64,
               "screengraph: error: '--coverage Demo.screengraph' would write over the input 'Demo.screengraph'; write to another file; see 'screengraph run --help'\n"),
        .shell(.replacing, "--junit over the app", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit Demo.json"#, 64,
               "screengraph: error: '--junit Demo.json' would write over the input '--app Demo.json'; write to another file; see 'screengraph walk --help'\n"),
        .shell(.replacing, "--junit and --coverage on one file", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit x --coverage ./x"#, 64,
               "screengraph: error: '--coverage ./x' names the same file as '--junit x'; give each its own; see 'screengraph walk --help'\n"),
        .shell(.replacing, "--coverage through a symbolic link to the app", [], demo + #"ln -s Demo.json link.json && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage link.json"#, 64,
               "screengraph: error: '--coverage link.json' would write over the input '--app Demo.json'; write to another file; see 'screengraph walk --help'\n"),
        .shell(.replacing, "--coverage on a hard link of the app", [], demo + #"ln Demo.json hard.json && "$SG" walk Demo.screengraph --app hard.json --seed 1 --steps 5 --coverage Demo.json"#, 64,
               "screengraph: error: '--coverage Demo.json' would write over the input '--app hard.json'; write to another file; see 'screengraph walk --help'\n"),
        .shell(.replacing, "two new outputs by two paths", [], demo + #"mkdir d && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage d/../c.json --junit c.json 2>&1; echo "status $?"; ls -A"#, 0,
               "screengraph: error: '--coverage d/../c.json' names the same file as '--junit c.json'; give each its own; see 'screengraph walk --help'\nstatus 64\nDemo.json\nDemo.screengraph\nd\n"),
        .shell(.replacing, "tour --run with --coverage over the app", [], demo + #""$SG" tour Demo.screengraph --run Demo.json --coverage Demo.json"#, 64,
               "screengraph: error: '--coverage Demo.json' would write over the input '--run Demo.json'; write to another file; see 'screengraph tour --help'\n"),
        .shell(.replacing, "coverage merge into one of its inputs", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage a.json >/dev/null && "$SG" coverage merge a.json a.json -o a.json"#, 64,
               "screengraph: error: '--output a.json' would write over the input 'a.json'; write to another file; see 'screengraph coverage merge --help'\n"),
        .shell(.replacing, "coverage merge into a link to an input", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage a.json >/dev/null && ln -s a.json b.json && "$SG" coverage merge a.json -o b.json"#, 64,
               "screengraph: error: '--output b.json' would write over the input 'a.json'; write to another file; see 'screengraph coverage merge --help'\n"),
        .shell(.replacing, "coverage merge on a full disk keeps the old file", [], demo + mergeTwo + #"cp c1.json keep.json && (trap '' XFSZ; ulimit -f 1; "$SG" coverage merge c2.json c3.json -o c1.json; echo "status $?") 2>&1; cmp c1.json keep.json && ls -A"#, 0,
               "screengraph: error: cannot write 'c1.json': File too large\nstatus 74\nDemo.json\nDemo.screengraph\nc1.json\nc2.json\nc3.json\nkeep.json\n"),
        .shell(.replacing, "--coverage on a full disk keeps the old file", [], demo + mergeTwo + #"cp c3.json keep.json && (trap '' XFSZ; ulimit -f 1; "$SG" walk Demo.screengraph --app Demo.json --seed 9 --steps 300 --coverage c3.json >/dev/null; echo "status $?") 2>&1; cmp c3.json keep.json && echo kept"#, 0,
               "screengraph: error: cannot write 'c3.json': File too large\nstatus 74\nkept\n"),
        .shell(.replacing, "--junit on a full disk leaves no file", [], demo + #"(trap '' XFSZ; ulimit -f 0; "$SG" walk Demo.screengraph --app Demo.json --seed 9 --steps 300 --junit j.xml >/dev/null; echo "status $?") 2>&1; ls -A"#, 0,
               "screengraph: error: cannot write 'j.xml': File too large\nstatus 74\nDemo.json\nDemo.screengraph\n"),
        .shell(.replacing, "a new report keeps the umask's mode", [], demo + #"umask 027 && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit j.xml >/dev/null && stat -c %a j.xml"#, 0, "640\n"),
        .shell(.replacing, "an old report keeps its mode", [], demo + #"touch j.xml && chmod 600 j.xml && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit j.xml >/dev/null && stat -c %a j.xml && head -c 5 j.xml"#, 0, "600\n<?xml"),
        .shell(.replacing, "a report to /dev/stdout", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit /dev/stdout | grep -c '<testsuites'"#, 0, "1\n"),
        .shell(.replacing, "a report on a directory", [], demo + #"mkdir d && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage d >/dev/null"#, 74, "screengraph: error: cannot write 'd': Is a directory\n"),
        .shell(.replacing, "render reads --coverage and writes nothing", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage c.json >/dev/null && "$SG" render Demo.screengraph --format dot --coverage c.json | head -1"#, 0, "digraph \"Demo\" {\n"),
        // An output that is a file the command already writes to (standard output or
        // error redirected to it, a descriptor the shell opened) is written after what
        // it holds, never put in its place.
        .shell(.replacing, "--junit /dev/stdout appended to a log", [], demo + #"echo old > log && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit /dev/stdout >> log && head -1 log && grep -c '^walk of 5 steps' log && grep -c '<testsuites' log"#, 0, "old\n1\n1\n"),
        .shell(.replacing, "--coverage /dev/stderr appended to a log", [], demo + #"echo old > err && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage /dev/stderr 2>> err >/dev/null && head -1 err && grep -c screengraph-coverage err"#, 0, "old\n1\n"),
        .shell(.replacing, "--junit /dev/fd/3 on a descriptor the shell opened", [], demo + #"echo old > three && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit /dev/fd/3 3>> three >/dev/null && head -1 three && grep -c '<testsuites' three"#, 0, "old\n1\n"),
        .shell(.replacing, "--junit on the file standard output goes to", [], demo + #""$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --junit j.xml > j.xml && grep -c '^walk of 5 steps' j.xml && grep -c '<testsuites' j.xml"#, 0, "1\n1\n"),
        .shell(.replacing, "a report through a symbolic link to nothing yet", [], demo + #"mkdir d && ln -s d/c.json link.json && "$SG" walk Demo.screengraph --app Demo.json --seed 1 --steps 5 --coverage link.json >/dev/null && [ -L link.json ] && head -2 d/c.json"#, 0, "{\n  \"format\": \"screengraph-coverage/1\",\n"),
        // Class 5: an input that is no regular file is refused or read once.
        .shell(.replacing, "format --write on a FIFO", [], #"mkfifo f.screengraph && "$SG" format f.screengraph --write"#, 2, "f.screengraph: cannot write the file: it is not a regular file\n"),
        .shell(.replacing, "format --write on a link to a FIFO", [], #"mkfifo f && ln -s f g.screengraph && "$SG" format g.screengraph --write"#, 2, "g.screengraph: cannot write the file: it is not a regular file\n"),
        .shell(.replacing, "format --write on /dev/zero", [], #"ln -s /dev/zero g.screengraph && "$SG" format g.screengraph --write"#, 2, "g.screengraph: cannot write the file: it is not a regular file\n"),
        .shell(.replacing, "check --against-app on a FIFO app, read twice", [], demo + #"mkfifo app.json && { cat Demo.json > app.json & } && "$SG" check Demo.screengraph --against-app app.json --budget 20 | grep -c '^coverage: '"#, 0, "1\n"),
        .shell(.replacing, "diff of a FIFO graph, read twice", [], demo + #"mkfifo a.screengraph && { cat Demo.screengraph > a.screengraph & } && "$SG" diff a.screengraph Demo.screengraph | grep -c '^screens: '"#, 0, "1\n"),
        .shell(.replacing, "format of a FIFO with a writer, read once", [], #"mkfifo g.screengraph && { printf 'start A\nscreen   A\n' > g.screengraph & } && "$SG" format g.screengraph"#, 0, "start A\n\nscreen A\n"),
    ]

    /// A script's piece: the coverage of three walks of the Demo graph, `c1.json` to `c3.json`.
    static let mergeTwo = #"for i in 1 2 3; do "$SG" walk Demo.screengraph --app Demo.json --seed $i --steps 50 --coverage c$i.json >/dev/null || exit 9; done && "#
}
