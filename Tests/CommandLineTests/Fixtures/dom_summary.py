"""Reads a DOM that headless Chromium dumped (--dump-dom), from the file named or standard
input, and prints what the preview tests check, as JSON: every card (gallery entry) with
its sections, links and texts, and every element or attribute that could run or fetch
anything."""
import json
import sys
from html.parser import HTMLParser

ACTIVE = {"script", "img", "iframe", "object", "embed", "link", "form", "video", "audio", "source", "base"}
# Elements with no end tag: they open no level of the card they stand in.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Summary(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.cards, self.active, self.attributes = [], [], set()
        self.body_attributes, self.headings, self.title = {}, [], ""
        self.card, self.depth, self.in_title, self.heading = None, 0, False, None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.attributes.update(attrs)
        if tag == "body":
            self.body_attributes = attrs
        # The brand's own PNGs, inlined as data: images, fetch and run nothing; any other
        # image (src=x onerror=...) counts.
        inline_png = tag == "img" and (attrs.get("src") or "").startswith("data:image/png;base64,")
        if tag in ACTIVE and not inline_png:
            self.active.append(tag)
        if tag == "title":
            self.in_title = True
        if tag in ("h1", "h2", "h3", "h4"):
            self.heading = [tag, ""]
        classes = (attrs.get("class") or "").split()
        if self.card is None and tag == "li" and "card" in classes:
            self.card = {"id": attrs.get("id", ""), "error": "error-card" in classes, "style": attrs.get("style", ""),
                         "sections": [], "marked": [], "links": [], "codes": [], "text": ""}
            self.depth = 0
        if self.card is not None:
            self.depth += 0 if tag in VOID else 1
            if tag == "li" and "cell" in classes:
                self.card["sections"].append(attrs.get("data-section", ""))
                if "changed" in classes:
                    self.card["marked"].append(attrs.get("data-section", ""))
            if tag == "a" and "href" in attrs:
                self.card["links"].append(attrs["href"])

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False
        if self.heading and tag == self.heading[0]:
            self.headings.append(self.heading)
            self.heading = None
        if self.card is not None:
            self.depth -= 1
            if self.depth == 0:
                self.cards.append(self.card)
                self.card = None

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if self.card is not None and tag not in VOID:
            self.depth -= 1

    def handle_data(self, data):
        if self.in_title:
            self.title += data
        if self.heading:
            self.heading[1] += data
        if self.card is not None:
            self.card["text"] += data


parser = Summary()
if len(sys.argv) > 1:
    with open(sys.argv[1], encoding="utf-8") as handle:
        parser.feed(handle.read())
else:
    parser.feed(sys.stdin.read())
print(json.dumps({"title": parser.title, "cards": parser.cards, "active": parser.active,
                  "eventHandlers": sorted(name for name in parser.attributes if name.startswith("on")),
                  "bodyAttributes": parser.body_attributes, "headings": parser.headings}, sort_keys=True))
