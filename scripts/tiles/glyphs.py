#!/usr/bin/python3
"""Writes server/web/js/view/faces/glyphs.js: the outlines of the few kanji
drawn on tiles (the Malaysian flowers and 飛), taken from Noto Serif CJK JP
Bold (SIL Open Font License 1.1), so no tile depends on the fonts a browser
has. Run by hand after changing CHARS (Debian: fonts-noto-cjk,
python3-fonttools):

    /usr/bin/python3 scripts/tiles/glyphs.py
"""
import os
from fontTools.ttLib import TTCollection
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen

CHARS = "春夏秋冬梅蘭菊竹猫鼠鶏虫漁樵耕読飛"
FONT = "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc"
OUT = os.path.join(os.path.dirname(__file__), "../../server/web/js/view/faces/glyphs.js")


def main():
    coll = TTCollection(FONT)
    font = next(f for f in coll.fonts if "JP" in f["name"].getDebugName(1))
    cmap = font.getBestCmap()
    gs = font.getGlyphSet()
    upem = font["head"].unitsPerEm
    lines = []
    for ch in CHARS:
        name = cmap[ord(ch)]
        pen = SVGPathPen(gs, ntos=lambda v: ("%.0f" % v))
        # y down, the ideographic em box (880 up, 120 down) from 0 to 1000
        gs[name].draw(TransformPen(pen, (1000 / upem, 0, 0, -1000 / upem, 0, 880)))
        lines.append('  "%s": "%s",' % (ch, pen.getCommands()))
    with open(OUT, "w") as f:
        f.write("// Kanji outlines from Noto Serif CJK JP Bold (SIL Open Font License 1.1),\n")
        f.write("// on a 1000-unit em (y down). Written by scripts/tiles/glyphs.py: do not edit.\n")
        f.write("export const glyphs = {\n" + "\n".join(lines) + "\n};\n")
    print("wrote %d glyphs to %s" % (len(CHARS), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
