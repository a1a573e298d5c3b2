# Sourced by the benchmarks: what they need of the shell, the same on Linux (GNU) and macOS (BSD, bash 3.2).

# The time now, in seconds with a fraction: bash 5's EPOCHREALTIME (its decimal comma, in some locales, made a point),
# else Perl's (macOS ships bash 3.2, and neither date there has %N).
now() {
    if [ -n "${EPOCHREALTIME:-}" ]; then echo "${EPOCHREALTIME/,/.}"; else perl -MTime::HiRes=time -e 'printf "%.6f\n", time'; fi
}

# Edits the file $1 with the sed script $2, in place (GNU and BSD sed spell `-i` differently).
edit_in_place() { sed -e "$2" "$1" >"$1.edited" && mv "$1.edited" "$1"; }

# How many processors are online.
cores() { getconf _NPROCESSORS_ONLN; }
