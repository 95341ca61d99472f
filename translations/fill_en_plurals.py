#!/usr/bin/python3
"""Fill the English plural forms of lanebook_en.ts from the source text.

English needs a .ts only for %n messages: "(s)" and "(ies)" in a source become the singular
and the plural form. Run after `cmake --build build --target update_translations`:

    translations/fill_en_plurals.py          # fills, and lists what it could not derive

A form the rule gets wrong ("1 latency stand out") is written in OVERRIDES by source.
"""
import re
import sys
from pathlib import Path

TS = Path(__file__).resolve().parent / "lanebook_en.ts"

# Sources whose verb or noun the rule below cannot inflect: (singular, plural), as escaped
# in the .ts file.
OVERRIDES = {
    "Run %1: %n request latency(ies) stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers.": (
        "Run %1: %n request latency stands out, request %2&apos;s %3 at %4 ms against a median of %5 ms; it is kept in its numbers.",
        "Run %1: %n request latencies stand out, the worst request %2&apos;s %3 at %4 ms against a median of %5 ms; they are kept in its numbers."),
    "none of the %n file(s) the command wrote in %1 is a result Lanebook reads": (
        "the %n file the command wrote in %1 is not a result Lanebook reads",
        "none of the %n files the command wrote in %1 is a result Lanebook reads"),
    "%n request latency(ies) stand out; kept in every number": (
        "%n request latency stands out; kept in every number",
        "%n request latencies stand out; kept in every number"),
    "The candidate&apos;s %n canary(ies) pass as the control&apos;s do.": (
        "The candidate&apos;s %n canary passes as the control&apos;s does.",
        "The candidate&apos;s %n canaries pass as the control&apos;s do."),
    "metric %1: no baseline run records it (%n candidate run(s) do)": (
        "metric %1: no baseline run records it (%n candidate run does)",
        "metric %1: no baseline run records it (%n candidate runs do)"),
    "metric %1: no candidate run records it (%n baseline run(s) do)": (
        "metric %1: no candidate run records it (%n baseline run does)",
        "metric %1: no candidate run records it (%n baseline runs do)"),
    "%n run(s) judged invalid left out: tick Include invalid runs to see them.": (
        "%n run judged invalid left out: tick Include invalid runs to see it.",
        "%n runs judged invalid left out: tick Include invalid runs to see them."),
    "%n point(s) at or below zero left out: a logarithmic axis cannot place them.": (
        "%n point at or below zero left out: a logarithmic axis cannot place it.",
        "%n points at or below zero left out: a logarithmic axis cannot place them."),
}


def forms(source):
    if source in OVERRIDES:
        return OVERRIDES[source]
    one = re.sub(r"y\(ies\)", "y", source)
    other = re.sub(r"y\(ies\)", "ies", source)
    one = one.replace("(s)", "").replace("(es)", "")
    other = other.replace("(s)", "s").replace("(es)", "es")
    return one, other


def fill(text):
    left = []

    def repl(match):
        block = match.group(0)
        if 'type="unfinished"' not in block:
            return block
        source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
        one, other = forms(source)
        if "(" in one and one == source and "%n" in source and "(s)" not in source:
            left.append(source)
        translation = ("<translation>\n            <numerusform>%s</numerusform>\n"
                       "            <numerusform>%s</numerusform>\n        </translation>"
                       % (one, other))
        return re.sub(r"<translation type=\"unfinished\">.*?</translation>", lambda _: translation,
                      block, flags=re.S)

    text = re.sub(r'<message numerus="yes">.*?</message>', repl, text, flags=re.S)
    return text, left


def main():
    text, left = fill(TS.read_text(encoding="utf-8"))
    TS.write_text(text, encoding="utf-8")
    for source in left:
        print("check the forms of:", source)
    return 0


if __name__ == "__main__":
    sys.exit(main())
