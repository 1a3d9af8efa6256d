#!/usr/bin/env python3
"""Fills the English plural forms of muster_en.ts from each message's own source text.

A message with a count is written "%n unit(s)", "%n march(es)" or "%n (army|armies)": the
singular drops "(s)" and "(es)" and takes the first of "(a|b)", the plural takes "s", "es" and the
second. Forms already filled (by hand, in Qt Linguist) are kept. Run by `make translations` after
lupdate has added the new messages.
"""
import re
import sys
import xml.etree.ElementTree as ET


def forms(source):
    def pick(index):
        text = re.sub(r"\((s|es)\)", lambda m: m.group(1) if index else "", source)
        return re.sub(r"\(([^()|]*)\|([^()|]*)\)", lambda m: m.group(index + 1), text)
    return pick(0), pick(1)


def main(path):
    tree = ET.parse(path)
    filled = 0
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        for child in list(translation):
            translation.remove(child)
        for form in forms(message.findtext("source")):
            ET.SubElement(translation, "numerusform").text = form
        del translation.attrib["type"]
        filled += 1
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")
    print(f"{path}: {filled} plural message(s) filled")


if __name__ == "__main__":
    main(sys.argv[1])
