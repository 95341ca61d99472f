#!/usr/bin/env python3
"""Fill a Qt .ts file from a source-keyed dictionary, so translations survive lupdate.

The dictionary translations/lanebook_<lang>.json is a JSON list of entries
    {"context": ..., "source": ..., "comment": ..., "translation": ...}
keyed by (context, source, comment); "comment" may be left out when empty. For a
numerus message "translation" is a list with one string per plural form of the language
(German: ["one", "other"]; Chinese: one form). Typical use after
`cmake --build build --target update_translations`:

    translations/fill_ts.py fill de zh_CN     # fill, mark finished, report what is left
    translations/fill_ts.py check de zh_CN    # report only; exit 1 when anything is unfinished
    translations/fill_ts.py export de         # the unfinished messages as JSON lines

Messages found in the dictionary are written as finished; messages not in it are left
as they are (unfinished), and the report names them. Only the standard library is used.
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# Number of plural forms Qt uses for each language (QLocale numerus rules).
NUMERUS_FORMS = {"de": 2, "en": 2, "zh_CN": 1, "zh": 1}

_ENTITIES = {"&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'"}


def unescape(text):
    def repl(match):
        token = match.group(0)
        if token.startswith("&#x"):
            return chr(int(token[3:-1], 16))
        if token.startswith("&#"):
            return chr(int(token[2:-1]))
        return _ENTITIES[token]
    text = re.sub(r"&(?:amp|lt|gt|quot|apos|#x[0-9a-fA-F]+|#[0-9]+);", repl, text)
    # lupdate writes control characters (a carriage return) as <byte value="xd"/>.
    return re.sub(r'<byte value="x([0-9a-fA-F]+)"/>', lambda m: chr(int(m.group(1), 16)), text)


def escape(text):
    """Escape the way lupdate does, so a refresh leaves filled files unchanged."""
    out = []
    for ch in text:
        if ch == "&":
            out.append("&amp;")
        elif ch == "<":
            out.append("&lt;")
        elif ch == ">":
            out.append("&gt;")
        elif ch == '"':
            out.append("&quot;")
        elif ch == "'":
            out.append("&apos;")
        elif ord(ch) < 0x20 and ch not in "\n\t":
            out.append('<byte value="x%x"/>' % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


CONTEXT_RE = re.compile(r"<context>(.*?)</context>", re.S)
NAME_RE = re.compile(r"<name>(.*?)</name>", re.S)
MESSAGE_RE = re.compile(r"(?P<indent>[ \t]*)<message(?P<attrs>[^>]*)>(?P<body>.*?)</message>", re.S)
SOURCE_RE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT_RE = re.compile(r"<comment>(.*?)</comment>", re.S)
TRANSLATION_RE = re.compile(r"(?P<indent>[ \t]*)<translation(?P<attrs>[^>]*?)(?:/>|>(?P<text>.*?)</translation>)", re.S)
NUMERUSFORM_RE = re.compile(r"<numerusform[^>]*>(.*?)</numerusform>", re.S)
TYPE_RE = re.compile(r'type="([^"]*)"')


class Message:
    def __init__(self, context, source, comment, numerus, kind, forms):
        self.context = context
        self.source = source
        self.comment = comment
        self.numerus = numerus
        self.kind = kind          # "", "unfinished", "obsolete" or "vanished"
        self.forms = forms        # list of translations (one for a plain message)

    @property
    def key(self):
        return (self.context, self.source, self.comment)


def ts_path(lang):
    return HERE / ("lanebook_%s.ts" % lang)


def dict_path(lang):
    return HERE / ("lanebook_%s.json" % lang)


def language_of(ts_text):
    match = re.search(r'<TS[^>]*language="([^"]*)"', ts_text)
    return match.group(1) if match else ""


def parse_message(context, attrs, body):
    source = unescape(SOURCE_RE.search(body).group(1))
    comment_match = COMMENT_RE.search(body)
    comment = unescape(comment_match.group(1)) if comment_match else ""
    numerus = 'numerus="yes"' in attrs
    tmatch = TRANSLATION_RE.search(body)
    kind = ""
    forms = []
    if tmatch:
        type_match = TYPE_RE.search(tmatch.group("attrs"))
        kind = type_match.group(1) if type_match else ""
        text = tmatch.group("text") or ""
        if numerus:
            forms = [unescape(f) for f in NUMERUSFORM_RE.findall(text)]
        else:
            forms = [unescape(text)]
    return Message(context, source, comment, numerus, kind, forms)


def read_messages(ts_text):
    messages = []
    for cmatch in CONTEXT_RE.finditer(ts_text):
        block = cmatch.group(1)
        context = unescape(NAME_RE.search(block).group(1))
        for mmatch in MESSAGE_RE.finditer(block):
            messages.append(parse_message(context, mmatch.group("attrs"), mmatch.group("body")))
    return messages


def load_dictionary(lang):
    path = dict_path(lang)
    if not path.exists():
        return {}
    entries = json.loads(path.read_text(encoding="utf-8"))
    return {(e["context"], e["source"], e.get("comment", "")): e["translation"] for e in entries}


def forms_for(translation, numerus, count):
    """The list of forms to write, or None when the entry does not fit the message."""
    if numerus:
        forms = translation if isinstance(translation, list) else [translation]
        if len(forms) == 1 and count > 1:
            forms = forms * count
        if len(forms) != count or not all(forms):
            return None
        return forms
    if isinstance(translation, list):
        translation = translation[0] if len(translation) == 1 else None
    return [translation] if translation else None


def fill(lang, write=True):
    path = ts_path(lang)
    ts_text = path.read_text(encoding="utf-8")
    count = NUMERUS_FORMS.get(language_of(ts_text) or lang, 2)
    dictionary = load_dictionary(lang)
    stats = {"total": 0, "filled": 0, "unfinished": [], "obsolete": [], "mismatch": []}

    def fill_message(context, mmatch):
        indent, attrs, body = mmatch.group("indent"), mmatch.group("attrs"), mmatch.group("body")
        message = parse_message(context, attrs, body)
        if message.kind in ("obsolete", "vanished"):
            stats["obsolete"].append(message)
            return mmatch.group(0)
        stats["total"] += 1
        translation = dictionary.get(message.key)
        forms = forms_for(translation, message.numerus, count) if translation is not None else None
        if translation is not None and forms is None:
            stats["mismatch"].append(message)
        if forms is None:
            if message.kind == "unfinished" or not any(message.forms):
                stats["unfinished"].append(message)
            return mmatch.group(0)
        stats["filled"] += 1
        tmatch = TRANSLATION_RE.search(body)
        tindent = tmatch.group("indent")
        if message.numerus:
            inner = "".join("\n%s    <numerusform>%s</numerusform>" % (tindent, escape(f)) for f in forms)
            element = "%s<translation>%s\n%s</translation>" % (tindent, inner, tindent)
        else:
            element = "%s<translation>%s</translation>" % (tindent, escape(forms[0]))
        body = body[:tmatch.start()] + element + body[tmatch.end():]
        return "%s<message%s>%s</message>" % (indent, attrs, body)

    def fill_context(cmatch):
        block = cmatch.group(1)
        context = unescape(NAME_RE.search(block).group(1))
        block = MESSAGE_RE.sub(lambda m: fill_message(context, m), block)
        return "<context>%s</context>" % block

    new_text = CONTEXT_RE.sub(fill_context, ts_text)
    if write and new_text != ts_text:
        path.write_text(new_text, encoding="utf-8")
    return stats


def report(lang, stats, verbose=True):
    print("%s: %d messages, %d from the dictionary, %d unfinished, %d obsolete"
          % (lang, stats["total"], stats["filled"], len(stats["unfinished"]), len(stats["obsolete"])))
    if verbose:
        for message in stats["mismatch"]:
            print("  wrong number of forms: [%s] %r" % (message.context, message.source))
        for message in stats["unfinished"][:50]:
            print("  unfinished: [%s] %r" % (message.context, message.source))
        if len(stats["unfinished"]) > 50:
            print("  ... and %d more (see `export`)" % (len(stats["unfinished"]) - 50))
        for message in stats["obsolete"][:20]:
            print("  obsolete: [%s] %r (refresh with lupdate -no-obsolete)" % (message.context, message.source))


def main(argv):
    if len(argv) < 3 or argv[1] not in ("fill", "check", "export"):
        print(__doc__)
        return 2
    command, langs = argv[1], argv[2:]
    failed = False
    for lang in langs:
        if command == "export":
            ts_text = ts_path(lang).read_text(encoding="utf-8")
            dictionary = load_dictionary(lang)
            for message in read_messages(ts_text):
                if message.kind in ("obsolete", "vanished") or message.key in dictionary:
                    continue
                print(json.dumps({"context": message.context, "source": message.source,
                                  "comment": message.comment, "numerus": message.numerus},
                                 ensure_ascii=False))
            continue
        stats = fill(lang, write=(command == "fill"))
        report(lang, stats)
        failed = failed or bool(stats["unfinished"] or stats["obsolete"] or stats["mismatch"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
