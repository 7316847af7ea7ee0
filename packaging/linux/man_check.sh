#!/usr/bin/env bash
# man_check.sh: a program's manual page lists exactly the options of its --help, and carries the
# version of its --version.
#
#   man_check.sh PROGRAM MANPAGE   (MANPAGE: the configured page, build/<preset>/packaging/*.6)
set -euo pipefail
program=$1 page=$2
name=$(basename "$program")
options() { grep -o -E -- '(^|[^a-z0-9-])-(-[a-z][a-z0-9-]*|h)\b' | grep -o -E -- '-(-[a-z][a-z0-9-]*|h)$' | sort -u; }
help_options=$("$program" --help | options)
# In roff a dash is "\-"; comments (.\") are left out.
page_options=$(grep -v '^\.\\"' "$page" | sed 's/\\-/-/g; s/\\f[BIRP]//g' | options)
status=0
if [[ "$help_options" != "$page_options" ]]; then
    echo "man_check: $page and '$name --help' list different options (< --help only, > page only):" >&2
    diff <(printf '%s\n' "$help_options") <(printf '%s\n' "$page_options") | grep '^[<>]' >&2 || true
    status=1
fi
version=$("$program" --version | awk '{print $2}')
if ! grep -q "^\.TH .* \"Taflborð ${version}\"" "$page"; then
    echo "man_check: $page does not carry the version $version of '$name --version'" >&2
    status=1
fi
[[ $status -eq 0 ]] && echo "$page: $(wc -w <<<"$help_options") options, version $version"
exit $status
