#!/usr/bin/python3
"""Fills the English plural forms of resources/translations/gpu-advisor_en.ts.

English is the source language, so only the texts with a count (%n) are
translated: "%n device(s)" becomes "%n device" for one and "%n devices" for
more. Entries already filled are kept; run after scripts/update-translations.sh.
"""
import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1] if len(sys.argv) > 1 else "resources/translations/gpu-advisor_en.ts"
text = open(path, encoding="utf-8").read()


def forms(source):
    one = re.sub(r"\((e?s)\)", "", source)
    many = re.sub(r"\((e?s)\)", r"\1", source)
    return one, many


def fill(match):
    block = match.group(0)
    source = re.search(r"<source>(.*?)</source>", block, re.S).group(1)
    if 'type="unfinished"' not in block:
        return block
    one, many = forms(source)
    body = ("<translation>\n            <numerusform>%s</numerusform>\n"
            "            <numerusform>%s</numerusform>\n        </translation>" % (one, many))
    return re.sub(r"<translation type=\"unfinished\">.*?</translation>", lambda _: body, block,
                  flags=re.S)


text = re.sub(r'<message numerus="yes">.*?</message>', fill, text, flags=re.S)
ET.fromstring(text.encode("utf-8"))  # still well-formed
open(path, "w", encoding="utf-8").write(text)
