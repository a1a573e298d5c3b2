import KataModel
import KataRunning

/// The files a classroom platform needs to grade students with this workbook pinned at a commit: each fetches the
/// workbook at that commit, builds its `kata` tool, and runs `kata grade` on the student's work.
package struct Autograder: Sendable {
    /// Where the grading runs.
    package enum Platform: String, Sendable, CaseIterable {
        case classroom50, gradescope, github, gitlab
    }

    let platform: Platform
    /// Where `git clone` finds the workbook: an address the platform can fetch (see `unfetchable`).
    package let workbook: String
    /// The commit of the workbook that grades.
    package let commit: String
    /// The katas graded; every kata when empty.
    let katas: [String]
    /// The limit of each test run, when the teacher sets one.
    var timeout: Duration?
    /// The stages the job requires (GitHub, GitLab and Classroom 50): the job fails, or says `fail`, when one is not passed.
    var requirements: [StageRequirement] = []
    /// The path of the course's template project on GitLab, whose own pipeline grades nothing.
    var template: String?

    package init(platform: Platform, workbook: String, commit: String, katas: [String], timeout: Duration? = nil,
                 requirements: [StageRequirement] = [], template: String? = nil) {
        self.platform = platform
        self.workbook = workbook
        self.commit = commit
        self.katas = katas
        self.timeout = timeout
        self.requirements = requirements
        self.template = template
    }

    /// The recipe for `platform`, with `workbook` pinned at `commit` (its checkout's `HEAD` when `nil`) and fetched
    /// from `address` (its checkout's `origin` when `nil`); refused, in a sentence, when it would fail on the
    /// platform: a requirement Gradescope cannot show, GitLab without its template, a checkout that is no git
    /// repository, a commit it lacks, an address the platform cannot fetch.
    package static func pinned(_ platform: Platform, workbook: Workbook, address: String?, commit: String?, katas: [String], timeout: Duration?,
                               requirements: [StageRequirement], template: String?) throws -> Autograder {
        if platform == .gradescope, !requirements.isEmpty {
            throw ClassroomError.unworkableRecipe("--require does not apply to gradescope: its score is the grade, and run_autograder always reports it.")
        }
        if platform == .gitlab, template == nil {
            throw ClassroomError.unworkableRecipe("`kata autograder gitlab` takes --template GROUP/PROJECT, the path of the course's template project, "
                + "so that the template's own pipeline grades nothing.")
        }
        let git = Git(root: workbook.root, scratch: workbook.gitScratch)
        guard try git.isRepository else {
            throw ClassroomError.unworkableRecipe("\(workbook.root.path) is not a git checkout: the recipes pin a commit of the workbook, which needs one.")
        }
        let named = commit ?? "HEAD"
        guard let pinned = try git.commit(named: named) else {
            throw ClassroomError.unworkableRecipe("\(named) is not a commit of this checkout: give one the workbook's repository has (`git log` lists them), "
                + "after `git fetch` if it is new.")
        }
        guard let url = try address ?? git.originURL() else {
            throw ClassroomError.unworkableRecipe("this checkout has no remote 'origin': say where the workbook is fetched from with --workbook URL.")
        }
        if let reason = unfetchable(url) {
            throw ClassroomError.unworkableRecipe(reason + (address == nil ? " (it is this checkout's origin)." : "."))
        }
        return Autograder(platform: platform, workbook: url, commit: pinned, katas: katas, timeout: timeout, requirements: requirements, template: template)
    }

    /// Why a platform could not fetch the workbook from `address`, in one sentence; `nil` when it can: an https,
    /// http, ssh or git address, or git's `user@host:path`. A path on this machine is not one.
    package static func unfetchable(_ address: String) -> String? {
        let lowered = address.lowercased()
        if let scheme = ["https://", "http://", "ssh://", "git://"].first(where: { lowered.hasPrefix($0) }),
           let host = address.dropFirst(scheme.count).first, host != "/" {
            return nil
        }
        if address.wholeMatch(of: /[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^\/].*/) != nil { return nil }
        return "\(address) is not an address a platform can fetch (a path on this machine, or no URL): give the workbook's, "
            + "e.g. --workbook https://github.com/you/workbook.git"
    }

    /// A file to write: its path in the output folder, its text, and whether it runs.
    package struct File: Sendable, Equatable {
        package var path: String
        package var text: String
        package var executable = false
    }

    /// The files for the platform.
    package var files: [File] {
        switch platform {
        case .classroom50: [File(path: "autograder.py", text: classroom50, executable: true)]
        case .gradescope: [File(path: "setup.sh", text: gradescopeSetup, executable: true),
                           File(path: "run_autograder", text: gradescopeRun, executable: true)]
        case .github: [File(path: ".github/workflows/kata-grade.yml", text: github)]
        case .gitlab: [File(path: ".gitlab-ci.yml", text: gitlab)]
        }
    }

    /// The katas and the options as arguments of `kata grade`, each quoted for a shell.
    private var gradeArguments: String { gradeWords.map { " " + shellString($0) }.joined() }

    /// The katas and the options of `kata grade`, word by word.
    private var gradeWords: [String] {
        katas + (timeout.map { ["--timeout", "\($0.components.seconds)"] } ?? []) + requirements.flatMap { ["--require", $0.description] }
    }

    private var classroom50: String {
        """
        #!/usr/bin/env python3
        \"\"\"Classroom 50 autograder for the TDD kata workbook, made by `kata autograder classroom50`.

        The runner starts it in the student's checkout. It fetches the workbook at a pinned commit, builds its kata
        tool, grades the checkout's Katas/ with `kata grade` (nothing else of the checkout is read), writes result.json
        in the checkout, and appends status and summary to $GITHUB_OUTPUT. Its runtime needs Swift \(ToolchainFloor.installed)
        and git (the container swift:\(ToolchainFloor.minimum) has both); with bubblewrap installed, the student's code is also sandboxed.
        It exits 0 whenever grading ran, whatever the grade; the status is pass when every required stage (or, with
        none required, every stage) is passed.
        \"\"\"
        import json
        import os
        import pathlib
        import subprocess
        import sys
        import tempfile

        WORKBOOK = \(pythonString(workbook))
        COMMIT = \(pythonString(commit))
        ARGUMENTS = [\(gradeWords.map(pythonString).joined(separator: ", "))]
        REQUIRED = \(requirements.isEmpty ? "False" : "True")


        def main() -> int:
            submission = pathlib.Path.cwd()
            workbook = pathlib.Path(os.environ.get("RUNNER_TEMP") or tempfile.gettempdir()) / "kata-workbook"
            if not (workbook / ".git").is_dir():
                subprocess.run(["git", "clone", "--quiet", WORKBOOK, str(workbook)], check=True)
            subprocess.run(["git", "-C", str(workbook), "checkout", "--quiet", COMMIT], check=True)
            subprocess.run(["swift", "build", "--package-path", str(workbook), "--product", "kata"], check=True)
            result = submission / "result.json"
            graded = subprocess.run([str(workbook / ".build" / "debug" / "kata"), "grade", str(submission), *ARGUMENTS,
                                     "--classroom50", str(result)], cwd=workbook)
            # A result with exit status 1: a required stage is not passed; with 2: no work was found, which it says.
            if not result.is_file():
                print("::error::the kata tool could not grade this submission", file=sys.stderr)
                return 1
            data = json.loads(result.read_text(encoding="utf-8"))
            summary = f"{data['\(Classroom50Result.scoreKey)']} of {data['\(Classroom50Result.maxScoreKey)']} stages passed"
            met = graded.returncode == 0 if REQUIRED else data["\(Classroom50Result.scoreKey)"] == data["\(Classroom50Result.maxScoreKey)"]
            status = "pass" if met else "fail"
            if os.environ.get("GITHUB_OUTPUT"):
                with open(os.environ["GITHUB_OUTPUT"], "a", encoding="utf-8") as output:
                    output.write(f"status={status}\\nsummary={summary}\\n")
            print(summary)
            return 0


        if __name__ == "__main__":
            sys.exit(main())

        """
    }

    private var gradescopeSetup: String {
        """
        #!/usr/bin/env bash
        # Gradescope set-up for the TDD kata workbook, made by `kata autograder gradescope`: installs Swift \(ToolchainFloor.installed)
        # and bubblewrap on Gradescope's Ubuntu image, gets the workbook at a pinned commit, builds its kata tool, and
        # warms it for the katas graded.
        # Every /autograder path moves with AUTOGRADER_ROOT.
        set -euo pipefail
        root="${AUTOGRADER_ROOT:-/autograder}"
        version=\(ToolchainFloor.installed)
        . /etc/os-release
        case "$VERSION_ID" in
            24.04) compiler_libraries="libgcc-13-dev libstdc++-13-dev libncurses-dev" ;;
            *) compiler_libraries="libgcc-11-dev libstdc++-11-dev" ;;
        esac
        apt-get update
        apt-get install -y --no-install-recommends binutils bubblewrap ca-certificates curl git gnupg2 libc6-dev \\
            libcurl4-openssl-dev libedit2 libpython3-dev libsqlite3-0 libxml2-dev libz3-dev pkg-config tzdata unzip \\
            zlib1g-dev $compiler_libraries
        platform="ubuntu$VERSION_ID"
        curl -fsSL "https://download.swift.org/swift-$version-release/${platform//./}/swift-$version-RELEASE/swift-$version-RELEASE-$platform.tar.gz" \\
            -o /tmp/swift.tar.gz
        mkdir -p /opt/swift
        tar -xzf /tmp/swift.tar.gz -C /opt/swift --strip-components=1
        export PATH="/opt/swift/usr/bin:$PATH"
        rm -rf "$root/workbook"
        git clone --quiet \(shellString(workbook)) "$root/workbook"
        git -C "$root/workbook" checkout --quiet \(shellString(commit))
        swift build --package-path "$root/workbook" --product kata
        # Warm: the author's check of each kata graded makes its catalogs of generated mutants, which every grading reads,
        # in the image, so that no submission pays for them.
        cd "$root/workbook"
        for kata in \(katas.isEmpty ? "$(ls Tools/Catalog | sed -n 's/\\.json$//p' | grep -vx catalog)" : katas.map(shellString).joined(separator: " ")); do
            .build/debug/kata check "$kata" > /dev/null || echo "kata check $kata found faults in the workbook" >&2
        done

        """
    }

    private var gradescopeRun: String {
        """
        #!/usr/bin/env bash
        # Gradescope runs this for each submission: the student's work, in /autograder/submission (a clone, a download
        # of one, or one kata's two folders), is graded with the workbook setup.sh built, and the result goes to
        # /autograder/results/results.json, always: when grading cannot run, it says why. Made by
        # `kata autograder gradescope`; every /autograder path moves with AUTOGRADER_ROOT.
        set -uo pipefail
        root="${AUTOGRADER_ROOT:-/autograder}"
        export PATH="/opt/swift/usr/bin:$PATH"
        results="$root/results/results.json"
        errors=$(mktemp)
        mkdir -p "$root/results"
        rm -f "$results"
        if [ -x "$root/workbook/.build/debug/kata" ] && cd "$root/workbook"; then
            .build/debug/kata grade "$root/submission"\(gradeArguments) --gradescope "$results" 2> "$errors"
            status=$?
            cat "$errors" >&2
        else
            echo "error: the workbook's kata tool is not in $root/workbook: setup.sh did not run to its end" > "$errors"
            status=3
        fi
        if [ "$status" -ne 0 ] || [ ! -s "$results" ]; then
            reason=$(grep '^error: ' "$errors" | tail -n 1 | sed 's/^error: //' | tr -d '\\000-\\037' | sed 's/\\\\/\\\\\\\\/g; s/"/\\\\"/g')
            printf '{"score": 0, "output": "The kata tool could not grade this submission (exit status %s): %s", "tests": []}\\n' \\
                "$status" "${reason:-see the autograder output.}" > "$results"
        fi
        rm -f "$errors"
        exit 0

        """
    }

    private var github: String {
        """
        # Grades the student's katas with the TDD kata workbook pinned at a commit. Made by `kata autograder github`:
        # put it in the course's template repository as .github/workflows/kata-grade.yml. The job fails when a required
        # stage is not passed (\(requirements.isEmpty ? "none is required" : requirements.map(\.description).joined(separator: ", "))).
        name: Grade the katas
        on:
          push:
          workflow_dispatch:
        permissions:
          contents: read
        jobs:
          grade:
            if: ${{ !github.event.repository.is_template }}
            runs-on: ubuntu-latest
            container: swift:\(ToolchainFloor.minimum)
            timeout-minutes: 30
            steps:
              - name: Check out the student's work
                uses: actions/checkout@v5
                with:
                  path: student
              - name: Get the workbook at the pinned commit
                run: |
                  git clone --quiet \(shellString(workbook)) workbook
                  git -C workbook checkout --quiet \(shellString(commit))
              - name: Build the kata tool
                run: swift build --package-path workbook --product kata
              - name: Grade
                working-directory: workbook
                run: .build/debug/kata grade ../student\(gradeArguments) --junit ../kata-grade.xml --json ../kata-grade.json --markdown "$GITHUB_STEP_SUMMARY"
              - name: Keep the grade
                if: always()
                uses: actions/upload-artifact@v6
                with:
                  name: kata-grade
                  path: |
                    kata-grade.xml
                    kata-grade.json

        """
    }

    private var gitlab: String {
        """
        # Grades the student's katas with the TDD kata workbook pinned at a commit. Made by `kata autograder gitlab`:
        # put it in the course's template project as .gitlab-ci.yml. The template's own pipeline grades nothing; the job
        # fails when a required stage is not passed (\(requirements.isEmpty ? "none is required" : requirements.map(\.description).joined(separator: ", "))).
        kata-grade:
          image: swift:\(ToolchainFloor.minimum)
          timeout: 30 minutes
          rules:
            - if: $CI_PROJECT_PATH == \(doubleQuoted(template ?? ""))
              when: never
            - when: always
          script:
            - git clone --quiet \(shellString(workbook)) /tmp/kata-workbook
            - git -C /tmp/kata-workbook checkout --quiet \(shellString(commit))
            - swift build --package-path /tmp/kata-workbook --product kata
            - cd /tmp/kata-workbook && .build/debug/kata grade "$CI_PROJECT_DIR"\(gradeArguments) --junit "$CI_PROJECT_DIR/kata-grade.xml" --json "$CI_PROJECT_DIR/kata-grade.json"
          artifacts:
            when: always
            paths:
              - kata-grade.json
            reports:
              junit: kata-grade.xml

        """
    }

    /// `text` as a Python string literal.
    private func pythonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `text` in double quotes, as GitLab's rules compare strings.
    private func doubleQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `text` quoted for a POSIX shell.
    private func shellString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
