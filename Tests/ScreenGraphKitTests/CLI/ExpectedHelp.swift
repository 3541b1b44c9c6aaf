// The exact help and completion scripts `screengraph` prints, checked by HelpTests.
// They are made from one table (Sources/screengraph/CommandTable.swift); after changing
// it, compare the new output with these and update them together.

enum ExpectedHelp {
    /// `screengraph help`.
    static let overview = ##"""
        USAGE: screengraph <command> [arguments] [options]

        Plans, checks, draws and runs screen graphs. Graph files are read by extension:
        .json (screengraph/1) or .screengraph.

        COMMANDS:
          route           Print the least-cost route to a screen or action, or the cost to every one
          check           Print a graph's errors and warnings: text, JSON, GitHub annotations or SARIF
          render          Draw the graph for Graphviz (dot) or Mermaid, coloured by coverage if given
          convert         Write the graph in the other file format
          format          Print a graph file in canonical form, or rewrite it
          run             Run the graph against a simulated app, checking every step
          tour            Print routes covering every edge, screen, action or guard, or run them
          walk            Walk the graph at random on a simulated app; shrink a failure to a short route
          replay          Replay a saved route on a simulated app
          explore         Learn a graph from a running app, within a budget of steps
          diff            Compare an authored graph with an inferred one: drift and coverage
          coverage merge  Add up coverage files of one graph: the shards of a tour, several runs
          help            Print the overview, or a command's help
          completions     Print a completion script for bash, zsh or fish

        OPTIONS:
          --version   Prints the version
          -h, --help  Prints this help

        Run 'screengraph help <command>' for a command's arguments and options.

        """##

    /// `screengraph help route`.
    static let route = ##"""
        USAGE: screengraph route FILE [--to NAME] [--all] [--from NAME] [--set FIELD=VALUE]...
                                 [--allow-state-changes] [--where PREDICATE] [--json] [--quiet]

        Prints the least-cost route to a screen or action (give --to NAME): numbered steps,
        each 'from → to' with its kind, gesture, element and effects, then the cost. With
        --all, prints the cost to every screen and action instead.

        ARGUMENTS:
          FILE  A graph file: .screengraph or .json (screengraph/1)

        OPTIONS:
          --to NAME              The screen to reach or the action to perform
          --all                  The cost to every screen and action ('unreachable' or null)
          --from NAME            Where to start (default: the graph's start screen)
          --set FIELD=VALUE      Overrides the initial user state; repeatable
          --allow-state-changes  Lets the route perform actions with effects where they open guards
          --where PREDICATE      Reaches NAME in a state where PREDICATE holds (implies state changes)
          --json                 Prints JSON
          --quiet                Shows no progress on a terminal
          -h, --help             Prints this help

        Exits 1 when there is no route, saying why; a state-aware search that finds none names the nearest
        state it reached.

        """##

    /// `screengraph help coverage merge`.
    static let coverageMerge = ##"""
        USAGE: screengraph coverage merge FILE... --output FILE

        Adds up the counts of coverage files written by --coverage, item by item, writes the
        sum, and prints its figures. The files must cover the same graph.

        ARGUMENTS:
          FILE  Coverage files of the same graph

        OPTIONS:
          -o, --output FILE  The merged coverage file to write
          -h, --help         Prints this help

        Exits 2 when a file cannot be read or covers another graph.

        """##

    /// `screengraph help coverage`.
    static let coverageGroup = ##"""
        USAGE: screengraph coverage <subcommand> [arguments] [options]

        SUBCOMMANDS:
          merge  Add up coverage files of one graph: the shards of a tour, several runs

        Run 'screengraph help coverage <subcommand>' for a subcommand's arguments and options.

        """##

    /// `screengraph completions bash`.
    static let bash = ##"""
        # bash completion for screengraph, made by 'screengraph completions bash' from the table that prints its help.
        # Load it in the current shell: source <(screengraph completions bash)

        # Files, one reply each: not split at spaces, nor expanded as patterns (a file named '*').
        _screengraph_files() {
            local line
            COMPREPLY=()
            while IFS= read -r line; do COMPREPLY+=("$line"); done < <(compgen -f -- "$1")
        }

        _screengraph() {
            local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command=${COMP_WORDS[1]}
            COMPREPLY=()
            if [[ $COMP_CWORD -eq 1 ]]; then
                COMPREPLY=($(compgen -W 'route check render convert format run tour walk replay explore diff coverage help completions --version --help -h' -- "$cur"))
                return 0
            fi
            if [[ $command == coverage ]]; then
                if [[ $COMP_CWORD -eq 2 ]]; then
                    COMPREPLY=($(compgen -W 'merge' -- "$cur"))
                    return 0
                fi
                command="coverage ${COMP_WORDS[2]}"
            fi
            case $command in
                route)
                    case $prev in
                        --to) return 0 ;;
                        --from) return 0 ;;
                        --set) return 0 ;;
                        --where) return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--to --all --from --set --allow-state-changes --where --json --quiet --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                check)
                    case $prev in
                        --reporter) COMPREPLY=($(compgen -W 'text json github sarif' -- "$cur")); return 0 ;;
                        --against-app) _screengraph_files "$cur"; return 0 ;;
                        --budget) return 0 ;;
                        --seed) return 0 ;;
                        --data) _screengraph_files "$cur"; return 0 ;;
                        --deny) return 0 ;;
                        --ignore) return 0 ;;
                        --settle) return 0 ;;
                        --from) return 0 ;;
                        --where) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--reporter --json --against-app --budget --seed --data --deny --allow-dangerous --ignore --settle --from --where --webdriver --capabilities --start-url --launch-argument --launch-environment --reset-authorization --monitors --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                render)
                    case $prev in
                        --format) COMPREPLY=($(compgen -W 'dot mermaid' -- "$cur")); return 0 ;;
                        --coverage) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--format --coverage --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                convert)
                    case $prev in
                        --to) COMPREPLY=($(compgen -W 'json screengraph' -- "$cur")); return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--to --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                format)
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--write --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                run)
                    case $prev in
                        --app) _screengraph_files "$cur"; return 0 ;;
                        --to) return 0 ;;
                        --seed) return 0 ;;
                        --interruptions) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                        --junit) _screengraph_files "$cur"; return 0 ;;
                        --coverage) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--app --to --allow-state-changes --seed --interruptions --strict --json --webdriver --capabilities --start-url --launch-argument --launch-environment --reset-authorization --monitors --junit --coverage --quiet --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                tour)
                    case $prev in
                        --cover) COMPREPLY=($(compgen -W 'edges screens actions guards' -- "$cur")); return 0 ;;
                        --shards) return 0 ;;
                        --shard) return 0 ;;
                        --search-limit) return 0 ;;
                        --run) _screengraph_files "$cur"; return 0 ;;
                        --seed) return 0 ;;
                        --interruptions) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --parallel) return 0 ;;
                        --retries) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                        --junit) _screengraph_files "$cur"; return 0 ;;
                        --coverage) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--cover --shards --shard --search-limit --json --run --seed --interruptions --strict --webdriver --capabilities --start-url --parallel --retries --launch-argument --launch-environment --reset-authorization --monitors --junit --coverage --quiet --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                walk)
                    case $prev in
                        --app) _screengraph_files "$cur"; return 0 ;;
                        --seed) return 0 ;;
                        --steps) return 0 ;;
                        --stop-at-coverage) return 0 ;;
                        --interruptions) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                        --junit) _screengraph_files "$cur"; return 0 ;;
                        --coverage) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--app --seed --steps --stop-at-coverage --uniform --interruptions --strict --report --webdriver --capabilities --start-url --launch-argument --launch-environment --reset-authorization --monitors --junit --coverage --quiet --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                replay)
                    case $prev in
                        --app) _screengraph_files "$cur"; return 0 ;;
                        --seed) return 0 ;;
                        --interruptions) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                        --junit) _screengraph_files "$cur"; return 0 ;;
                        --coverage) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--app --seed --interruptions --strict --webdriver --capabilities --start-url --launch-argument --launch-environment --reset-authorization --monitors --junit --coverage --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                explore)
                    case $prev in
                        --app) _screengraph_files "$cur"; return 0 ;;
                        --seed) return 0 ;;
                        --data) _screengraph_files "$cur"; return 0 ;;
                        --deny) return 0 ;;
                        --ignore) return 0 ;;
                        --settle) return 0 ;;
                        --from) return 0 ;;
                        --where) return 0 ;;
                        --graph) _screengraph_files "$cur"; return 0 ;;
                        -o|--output) _screengraph_files "$cur"; return 0 ;;
                        --steps) return 0 ;;
                        --webdriver) return 0 ;;
                        --capabilities) _screengraph_files "$cur"; return 0 ;;
                        --start-url) return 0 ;;
                        --launch-argument) return 0 ;;
                        --launch-environment) return 0 ;;
                        --reset-authorization) COMPREPLY=($(compgen -W 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -- "$cur")); return 0 ;;
                        --monitors) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--app --seed --data --deny --allow-dangerous --ignore --settle --from --where --graph --output -o --steps --webdriver --capabilities --start-url --launch-argument --launch-environment --reset-authorization --monitors --quiet --help -h' -- "$cur"))
                    fi
                    ;;
                diff)
                    case $prev in
                        --reporter) COMPREPLY=($(compgen -W 'text json github sarif' -- "$cur")); return 0 ;;
                        --deny) return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--reporter --json --deny --allow-dangerous --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                "coverage merge")
                    case $prev in
                        -o|--output) _screengraph_files "$cur"; return 0 ;;
                    esac
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--output -o --help -h' -- "$cur"))
                    else
                        _screengraph_files "$cur"
                    fi
                    ;;
                help)
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--help -h' -- "$cur"))
                    else
                        COMPREPLY=($(compgen -W 'route check render convert format run tour walk replay explore diff coverage help completions' -- "$cur"))
                    fi
                    ;;
                completions)
                    if [[ $cur == -* ]]; then
                        COMPREPLY=($(compgen -W '--help -h' -- "$cur"))
                    else
                        COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur"))
                    fi
                    ;;
            esac
            return 0
        }
        complete -o filenames -F _screengraph screengraph

        """##

    /// `screengraph completions zsh`.
    static let zsh = ##"""
        #compdef screengraph
        # zsh completion for screengraph, made by 'screengraph completions zsh' from the table that prints its help.
        # Install it as _screengraph in a directory of $fpath: screengraph completions zsh > ~/.zfunc/_screengraph

        _screengraph() {
            local curcontext=$curcontext state line
            local -a commands
            commands=(
                'route:Print the least-cost route to a screen or action, or the cost to every one'
                'check:Print a graph'\''s errors and warnings: text, JSON, GitHub annotations or SARIF'
                'render:Draw the graph for Graphviz (dot) or Mermaid, coloured by coverage if given'
                'convert:Write the graph in the other file format'
                'format:Print a graph file in canonical form, or rewrite it'
                'run:Run the graph against a simulated app, checking every step'
                'tour:Print routes covering every edge, screen, action or guard, or run them'
                'walk:Walk the graph at random on a simulated app; shrink a failure to a short route'
                'replay:Replay a saved route on a simulated app'
                'explore:Learn a graph from a running app, within a budget of steps'
                'diff:Compare an authored graph with an inferred one: drift and coverage'
                'coverage:Coverage files: merge'
                'help:Print the overview, or a command'\''s help'
                'completions:Print a completion script for bash, zsh or fish'
            )
            _arguments -C \
                '(- *)--version[Prints the version]' \
                '(- *)'{-h,--help}'[Prints this help]' \
                '1: :->command' \
                '*:: :->argument' && return 0
            case $state in
                command)
                    _describe -t commands 'screengraph command' commands
                    ;;
                argument)
                    case $words[1] in
                        route)
                            _arguments \
                                '--to[The screen to reach or the action to perform]:NAME: ' \
                                '--all[The cost to every screen and action ('\''unreachable'\'' or null)]' \
                                '--from[Where to start (default: the graph'\''s start screen)]:NAME: ' \
                                '*--set[Overrides the initial user state]:FIELD=VALUE: ' \
                                '--allow-state-changes[Lets the route perform actions with effects where they open guards]' \
                                '--where[Reaches NAME in a state where PREDICATE holds (implies state changes)]:PREDICATE: ' \
                                '--json[Prints JSON]' \
                                '--quiet[Shows no progress on a terminal]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:FILE:_files'
                            ;;
                        check)
                            _arguments \
                                '--reporter[text (default), json, github or sarif]:REPORTER:(text json github sarif)' \
                                '--json[The same as '\''--reporter json'\'']' \
                                '--against-app[Explores this simulated app and reports where the graph drifted from it]:APP:_files' \
                                '--budget[With --against-app: the most gestures to explore with (default 5000)]:N: ' \
                                '--seed[With --against-app: the seed (default 0)]:N: ' \
                                '--data[What to type into text fields, by identifier (a JSON object)]:FILE:_files' \
                                '*--deny[Never acts on this element (besides delete, log out, ...)]:ID: ' \
                                '--allow-dangerous[Acts on dangerous elements too (delete, log out, ...)]' \
                                '*--ignore[An element the screen signature ignores]:ID: ' \
                                '--settle[Time the app is given after each gesture (default 1)]:SECONDS: ' \
                                '*--from[Starts sessions on this screen of the authored graph (on each, when repeated)]:SCREEN: ' \
                                '--where[With --from: in a state where PREDICATE holds]:PREDICATE: ' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '*:FILE:_files'
                            ;;
                        render)
                            _arguments \
                                '--format[dot (Graphviz) or mermaid]:FORMAT:(dot mermaid)' \
                                '--coverage[Colours what a coverage file says was exercised]:FILE:_files' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:FILE:_files'
                            ;;
                        convert)
                            _arguments \
                                '--to[json or screengraph]:FORMAT:(json screengraph)' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:FILE:_files'
                            ;;
                        format)
                            _arguments \
                                '--write[Rewrites the file in place instead of printing it]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:FILE:_files'
                            ;;
                        run)
                            _arguments \
                                '--app[The simulated app (a screengraph-app/1 file)]:APP:_files' \
                                '--to[A screen to reach or an action to perform (default: every screen)]:NAME: ' \
                                '--allow-state-changes[Lets the way to NAME perform actions with effects where they open guards]' \
                                '--seed[The seed of every random choice (default 0)]:N: ' \
                                '--interruptions[Injects system alerts and banners at this rate (0 to 1)]:RATE: ' \
                                '--strict[Turns the implicit interruption handler off]' \
                                '--json[Prints the report as JSON lines]' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '--junit[Writes the cases as JUnit XML]:FILE:_files' \
                                '--coverage[Writes what was exercised as coverage JSON]:FILE:_files' \
                                '--quiet[Shows no progress on a terminal]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:GRAPH:_files'
                            ;;
                        tour)
                            _arguments \
                                '--cover[edges (default), screens, actions or guards]:KIND:(edges screens actions guards)' \
                                '--shards[Splits the routes into N shards of balanced cost]:N: ' \
                                '--shard[With --run: runs shard K (1 to N) alone]:K: ' \
                                '--search-limit[The most states one search of the tour explores (default 100000)]:N: ' \
                                '--json[Prints JSON]' \
                                '--run[Runs every route on a freshly launched simulated app]:APP:_files' \
                                '--seed[The seed of every random choice (default 0)]:N: ' \
                                '--interruptions[Injects system alerts and banners at this rate (0 to 1)]:RATE: ' \
                                '--strict[Turns the implicit interruption handler off]' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '--parallel[With --webdriver: runs the routes on N sessions at once]:N: ' \
                                '--retries[Runs a failed route again, up to N times, on a new launch]:N: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '--junit[Writes the cases as JUnit XML]:FILE:_files' \
                                '--coverage[Writes what was exercised as coverage JSON]:FILE:_files' \
                                '--quiet[Shows no progress on a terminal]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:FILE:_files'
                            ;;
                        walk)
                            _arguments \
                                '--app[The simulated app (a screengraph-app/1 file)]:APP:_files' \
                                '--seed[The seed of the walk and of the app]:N: ' \
                                '--steps[The most steps to take (default 1000)]:N: ' \
                                '--stop-at-coverage[Stops once this share of the edges has been taken]:PERCENT: ' \
                                '--uniform[Picks every open move alike]' \
                                '--interruptions[Injects system alerts and banners at this rate (0 to 1)]:RATE: ' \
                                '--strict[Turns the implicit interruption handler off]' \
                                '--report[Prints the run'\''s report first]' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '--junit[Writes the cases as JUnit XML]:FILE:_files' \
                                '--coverage[Writes what was exercised as coverage JSON]:FILE:_files' \
                                '--quiet[Shows no progress on a terminal]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:GRAPH:_files'
                            ;;
                        replay)
                            _arguments \
                                '--app[The simulated app (a screengraph-app/1 file)]:APP:_files' \
                                '--seed[The seed of every random choice (default 0)]:N: ' \
                                '--interruptions[Injects system alerts and banners at this rate (0 to 1)]:RATE: ' \
                                '--strict[Turns the implicit interruption handler off]' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '--junit[Writes the cases as JUnit XML]:FILE:_files' \
                                '--coverage[Writes what was exercised as coverage JSON]:FILE:_files' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:GRAPH:_files' \
                                '2:ROUTE:_files'
                            ;;
                        explore)
                            _arguments \
                                '--app[The simulated app (a screengraph-app/1 file)]:APP:_files' \
                                '--seed[The seed of every choice among equals]:N: ' \
                                '--data[What to type into text fields, by identifier (a JSON object)]:FILE:_files' \
                                '*--deny[Never acts on this element (besides delete, log out, ...)]:ID: ' \
                                '--allow-dangerous[Acts on dangerous elements too (delete, log out, ...)]' \
                                '*--ignore[An element the screen signature ignores]:ID: ' \
                                '--settle[Time the app is given after each gesture (default 1)]:SECONDS: ' \
                                '*--from[Starts sessions on this screen of the authored graph (on each, when repeated)]:SCREEN: ' \
                                '--where[With --from: in a state where PREDICATE holds]:PREDICATE: ' \
                                '--graph[The authored graph: --from navigates with it, its screens'\'' identities name what is seen]:FILE:_files' \
                                '(-o --output)'{-o,--output}'[The graph to write: .screengraph or .json]:FILE:_files' \
                                '--steps[The most gestures to perform (default 5000)]:N: ' \
                                '*--webdriver[Drives a real app through this WebDriver server instead]:URL: ' \
                                '--capabilities[The session'\''s W3C capabilities (default: headless Chromium)]:FILE:_files' \
                                '--start-url[The page a web app starts on]:URL: ' \
                                '*--launch-argument[Adds a launch argument ('\''-Key'\'', then '\''value'\'')]:ARG: ' \
                                '*--launch-environment[Adds a launch environment variable]:KEY=VALUE: ' \
                                '*--reset-authorization[Resets a permission before the launch]:RESOURCE:(contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork)' \
                                '--monitors[Registers the interruption monitors of a monitors file]:FILE:_files' \
                                '--quiet[Shows no progress on a terminal]' \
                                '(- *)'{-h,--help}'[Prints this help]'
                            ;;
                        diff)
                            _arguments \
                                '--reporter[text (default), json, github or sarif]:REPORTER:(text json github sarif)' \
                                '--json[The same as '\''--reporter json'\'']' \
                                '*--deny[An element the exploration was told never to act on]:ID: ' \
                                '--allow-dangerous[The exploration acted on dangerous elements too]' \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:AUTHORED:_files' \
                                '2:INFERRED:_files'
                            ;;
                        coverage)
                            if (( CURRENT == 2 )); then
                                local -a subcommands
                                subcommands=(
                                    'merge:Add up coverage files of one graph: the shards of a tour, several runs'
                                )
                                _describe -t commands 'coverage subcommand' subcommands
                            else
                                shift words
                                (( CURRENT-- ))
                                case $words[1] in
                                    merge)
                                        _arguments \
                                            '(-o --output)'{-o,--output}'[The merged coverage file to write]:FILE:_files' \
                                            '(- *)'{-h,--help}'[Prints this help]' \
                                            '*:FILE:_files'
                                        ;;
                                esac
                            fi
                            ;;
                        help)
                            _arguments \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '*:COMMAND:(route check render convert format run tour walk replay explore diff coverage help completions)'
                            ;;
                        completions)
                            _arguments \
                                '(- *)'{-h,--help}'[Prints this help]' \
                                '1:SHELL:(bash zsh fish)'
                            ;;
                    esac
                    ;;
            esac
        }

        _screengraph "$@"

        """##

    /// `screengraph completions fish`.
    static let fish = ##"""
        # fish completion for screengraph, made by 'screengraph completions fish' from the table that prints its help.
        # Install it: screengraph completions fish > ~/.config/fish/completions/screengraph.fish
        complete -c screengraph -f
        complete -c screengraph -n __fish_use_subcommand -l version -d 'Prints the version'
        complete -c screengraph -n __fish_use_subcommand -s h -l help -d 'Prints this help'
        complete -c screengraph -n __fish_use_subcommand -a route -d 'Print the least-cost route to a screen or action, or the cost to every one'
        complete -c screengraph -n __fish_use_subcommand -a check -d 'Print a graph\'s errors and warnings: text, JSON, GitHub annotations or SARIF'
        complete -c screengraph -n __fish_use_subcommand -a render -d 'Draw the graph for Graphviz (dot) or Mermaid, coloured by coverage if given'
        complete -c screengraph -n __fish_use_subcommand -a convert -d 'Write the graph in the other file format'
        complete -c screengraph -n __fish_use_subcommand -a format -d 'Print a graph file in canonical form, or rewrite it'
        complete -c screengraph -n __fish_use_subcommand -a run -d 'Run the graph against a simulated app, checking every step'
        complete -c screengraph -n __fish_use_subcommand -a tour -d 'Print routes covering every edge, screen, action or guard, or run them'
        complete -c screengraph -n __fish_use_subcommand -a walk -d 'Walk the graph at random on a simulated app; shrink a failure to a short route'
        complete -c screengraph -n __fish_use_subcommand -a replay -d 'Replay a saved route on a simulated app'
        complete -c screengraph -n __fish_use_subcommand -a explore -d 'Learn a graph from a running app, within a budget of steps'
        complete -c screengraph -n __fish_use_subcommand -a diff -d 'Compare an authored graph with an inferred one: drift and coverage'
        complete -c screengraph -n __fish_use_subcommand -a coverage -d 'Coverage files: merge'
        complete -c screengraph -n __fish_use_subcommand -a help -d 'Print the overview, or a command\'s help'
        complete -c screengraph -n __fish_use_subcommand -a completions -d 'Print a completion script for bash, zsh or fish'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -F
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l to -x -d 'The screen to reach or the action to perform'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l all -d 'The cost to every screen and action (\'unreachable\' or null)'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l from -x -d 'Where to start (default: the graph\'s start screen)'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l set -x -d 'Overrides the initial user state'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l allow-state-changes -d 'Lets the route perform actions with effects where they open guards'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l where -x -d 'Reaches NAME in a state where PREDICATE holds (implies state changes)'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l json -d 'Prints JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -l quiet -d 'Shows no progress on a terminal'
        complete -c screengraph -n '__fish_seen_subcommand_from route' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -F
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l reporter -x -a 'text json github sarif' -d 'text (default), json, github or sarif'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l json -d 'The same as \'--reporter json\''
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l against-app -r -F -d 'Explores this simulated app and reports where the graph drifted from it'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l budget -x -d 'With --against-app: the most gestures to explore with (default 5000)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l seed -x -d 'With --against-app: the seed (default 0)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l data -r -F -d 'What to type into text fields, by identifier (a JSON object)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l deny -x -d 'Never acts on this element (besides delete, log out, ...)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l allow-dangerous -d 'Acts on dangerous elements too (delete, log out, ...)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l ignore -x -d 'An element the screen signature ignores'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l settle -x -d 'Time the app is given after each gesture (default 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l from -x -d 'Starts sessions on this screen of the authored graph (on each, when repeated)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l where -x -d 'With --from: in a state where PREDICATE holds'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from check' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from render' -F
        complete -c screengraph -n '__fish_seen_subcommand_from render' -l format -x -a 'dot mermaid' -d 'dot (Graphviz) or mermaid'
        complete -c screengraph -n '__fish_seen_subcommand_from render' -l coverage -r -F -d 'Colours what a coverage file says was exercised'
        complete -c screengraph -n '__fish_seen_subcommand_from render' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from convert' -F
        complete -c screengraph -n '__fish_seen_subcommand_from convert' -l to -x -a 'json screengraph' -d 'json or screengraph'
        complete -c screengraph -n '__fish_seen_subcommand_from convert' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from format' -F
        complete -c screengraph -n '__fish_seen_subcommand_from format' -l write -d 'Rewrites the file in place instead of printing it'
        complete -c screengraph -n '__fish_seen_subcommand_from format' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -F
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l app -r -F -d 'The simulated app (a screengraph-app/1 file)'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l to -x -d 'A screen to reach or an action to perform (default: every screen)'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l allow-state-changes -d 'Lets the way to NAME perform actions with effects where they open guards'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l seed -x -d 'The seed of every random choice (default 0)'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l interruptions -x -d 'Injects system alerts and banners at this rate (0 to 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l strict -d 'Turns the implicit interruption handler off'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l json -d 'Prints the report as JSON lines'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l junit -r -F -d 'Writes the cases as JUnit XML'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l coverage -r -F -d 'Writes what was exercised as coverage JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -l quiet -d 'Shows no progress on a terminal'
        complete -c screengraph -n '__fish_seen_subcommand_from run' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -F
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l cover -x -a 'edges screens actions guards' -d 'edges (default), screens, actions or guards'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l shards -x -d 'Splits the routes into N shards of balanced cost'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l shard -x -d 'With --run: runs shard K (1 to N) alone'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l search-limit -x -d 'The most states one search of the tour explores (default 100000)'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l json -d 'Prints JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l run -r -F -d 'Runs every route on a freshly launched simulated app'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l seed -x -d 'The seed of every random choice (default 0)'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l interruptions -x -d 'Injects system alerts and banners at this rate (0 to 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l strict -d 'Turns the implicit interruption handler off'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l parallel -x -d 'With --webdriver: runs the routes on N sessions at once'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l retries -x -d 'Runs a failed route again, up to N times, on a new launch'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l junit -r -F -d 'Writes the cases as JUnit XML'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l coverage -r -F -d 'Writes what was exercised as coverage JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -l quiet -d 'Shows no progress on a terminal'
        complete -c screengraph -n '__fish_seen_subcommand_from tour' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -F
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l app -r -F -d 'The simulated app (a screengraph-app/1 file)'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l seed -x -d 'The seed of the walk and of the app'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l steps -x -d 'The most steps to take (default 1000)'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l stop-at-coverage -x -d 'Stops once this share of the edges has been taken'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l uniform -d 'Picks every open move alike'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l interruptions -x -d 'Injects system alerts and banners at this rate (0 to 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l strict -d 'Turns the implicit interruption handler off'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l report -d 'Prints the run\'s report first'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l junit -r -F -d 'Writes the cases as JUnit XML'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l coverage -r -F -d 'Writes what was exercised as coverage JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -l quiet -d 'Shows no progress on a terminal'
        complete -c screengraph -n '__fish_seen_subcommand_from walk' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -F
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l app -r -F -d 'The simulated app (a screengraph-app/1 file)'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l seed -x -d 'The seed of every random choice (default 0)'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l interruptions -x -d 'Injects system alerts and banners at this rate (0 to 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l strict -d 'Turns the implicit interruption handler off'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l junit -r -F -d 'Writes the cases as JUnit XML'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -l coverage -r -F -d 'Writes what was exercised as coverage JSON'
        complete -c screengraph -n '__fish_seen_subcommand_from replay' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l app -r -F -d 'The simulated app (a screengraph-app/1 file)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l seed -x -d 'The seed of every choice among equals'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l data -r -F -d 'What to type into text fields, by identifier (a JSON object)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l deny -x -d 'Never acts on this element (besides delete, log out, ...)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l allow-dangerous -d 'Acts on dangerous elements too (delete, log out, ...)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l ignore -x -d 'An element the screen signature ignores'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l settle -x -d 'Time the app is given after each gesture (default 1)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l from -x -d 'Starts sessions on this screen of the authored graph (on each, when repeated)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l where -x -d 'With --from: in a state where PREDICATE holds'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l graph -r -F -d 'The authored graph: --from navigates with it, its screens\' identities name what is seen'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -s o -l output -r -F -d 'The graph to write: .screengraph or .json'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l steps -x -d 'The most gestures to perform (default 5000)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l webdriver -x -d 'Drives a real app through this WebDriver server instead'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l capabilities -r -F -d 'The session\'s W3C capabilities (default: headless Chromium)'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l start-url -x -d 'The page a web app starts on'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l launch-argument -x -d 'Adds a launch argument (\'-Key\', then \'value\')'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l launch-environment -x -d 'Adds a launch environment variable'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l reset-authorization -x -a 'contacts calendar reminders photos microphone camera mediaLibrary homeKit bluetooth keyboardNetwork location health userTracking focus localNetwork' -d 'Resets a permission before the launch'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l monitors -r -F -d 'Registers the interruption monitors of a monitors file'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -l quiet -d 'Shows no progress on a terminal'
        complete -c screengraph -n '__fish_seen_subcommand_from explore' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -F
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -l reporter -x -a 'text json github sarif' -d 'text (default), json, github or sarif'
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -l json -d 'The same as \'--reporter json\''
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -l deny -x -d 'An element the exploration was told never to act on'
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -l allow-dangerous -d 'The exploration acted on dangerous elements too'
        complete -c screengraph -n '__fish_seen_subcommand_from diff' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from coverage; and not __fish_seen_subcommand_from merge' -a merge -d 'Add up coverage files of one graph: the shards of a tour, several runs'
        complete -c screengraph -n '__fish_seen_subcommand_from coverage; and __fish_seen_subcommand_from merge' -F
        complete -c screengraph -n '__fish_seen_subcommand_from coverage; and __fish_seen_subcommand_from merge' -s o -l output -r -F -d 'The merged coverage file to write'
        complete -c screengraph -n '__fish_seen_subcommand_from coverage; and __fish_seen_subcommand_from merge' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from help' -a 'route check render convert format run tour walk replay explore diff coverage help completions'
        complete -c screengraph -n '__fish_seen_subcommand_from help' -s h -l help -d 'Prints this help'
        complete -c screengraph -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'
        complete -c screengraph -n '__fish_seen_subcommand_from completions' -s h -l help -d 'Prints this help'

        """##
}
