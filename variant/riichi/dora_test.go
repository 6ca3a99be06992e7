package riichi

import (
	"testing"

	"jantaku/tile"
)

// mustTiles reads tiles in majiang notation, e.g. "m1z4".
func mustTiles(t *testing.T, s string) []tile.Tile {
	t.Helper()
	mh, err := ParseMajiangHand(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return mh.Concealed
}

func TestDoraOf(t *testing.T) {
	for ind, want := range map[string]string{
		"m1": "m2", "m9": "m1", "p9": "p1", "s4": "s5", "s0": "s6",
		"z1": "z2", "z4": "z1", "z5": "z6", "z6": "z7", "z7": "z5",
	} {
		got := doraOf(mustTiles(t, ind)[0].Kind())
		if w := mustTiles(t, want)[0].Kind(); got != w {
			t.Errorf("indicator %s: dora %s, want %s", ind, got, w)
		}
	}
}

func TestDora(t *testing.T) {
	dora := func(ind string) func(*WinContext) {
		return func(c *WinContext) { c.Riichi = true; c.Dora = mustTiles(t, ind) }
	}
	runCases(t, []scoreCase{
		{name: "dora", hand: plain, win: "m1=", ctx: dora("s5"), want: "立直:1 ドラ:1 | 2 han 40 fu | 2600"},
		{name: "dora 9 to 1", hand: plain, win: "m1=", ctx: dora("m9"), want: "立直:1 ドラ:1 | 2 han 40 fu | 2600"},
		{name: "dora of a triplet", hand: plain, win: "m1=", ctx: dora("z2"), want: "立直:1 ドラ:3 | 4 han 40 fu | 8000"},
		{name: "dora alone is no yaku", hand: plain, win: "m1=",
			ctx: func(c *WinContext) { c.Dora = mustTiles(t, "s5") }, want: "error: riichi: the hand has no yaku"},
		{name: "kan dora", hand: plain, win: "m1=", ctx: dora("s5p3"), want: "立直:1 ドラ:2 | 3 han 40 fu | 5200"},
		{name: "kan dora off", hand: plain, win: "m1=", ctx: dora("s5p3"), rules: func(r *Rules) { r.KanDora = false },
			want: "立直:1 ドラ:1 | 2 han 40 fu | 2600"},
		{name: "red five", hand: "m23p406s678s99z333", win: "m1=", ctx: riichiOn, want: "立直:1 赤ドラ:1 | 2 han 40 fu | 2600"},
		{name: "haitei needs a tsumo", hand: "m23p456s99z333,s60-7", win: "m1=",
			ctx: func(c *WinContext) { c.Haitei = true }, want: "error: riichi: the hand has no yaku"},
		{name: "red five in a meld with a yaku", hand: "m23p456s99z555,s60-7", win: "m1=",
			want: "翻牌 白:1 赤ドラ:1 | 2 han 30 fu | 2000"},
		{name: "ura dora", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi = true; c.Ura = mustTiles(t, "s5") },
			want: "立直:1 裏ドラ:1 | 2 han 40 fu | 2600"},
		{name: "ura dora off", hand: plain, win: "m1=", rules: func(r *Rules) { r.UraDora = false },
			ctx: func(c *WinContext) { c.Riichi = true; c.Ura = mustTiles(t, "s5") }, want: "立直:1 | 1 han 40 fu | 1300"},
		{name: "ura dora needs riichi", hand: "m23p456s678s99z555", win: "m1=",
			ctx: func(c *WinContext) { c.Ura = mustTiles(t, "s5") }, want: "翻牌 白:1 | 1 han 40 fu | 1300"},
		{name: "kan ura dora", hand: plain, win: "m1=", ctx: func(c *WinContext) { c.Riichi = true; c.Ura = mustTiles(t, "s5p3") },
			want: "立直:1 裏ドラ:2 | 3 han 40 fu | 5200"},
		{name: "kan ura dora off", hand: plain, win: "m1=", rules: func(r *Rules) { r.KanUraDora = false },
			ctx:  func(c *WinContext) { c.Riichi = true; c.Ura = mustTiles(t, "s5p3") },
			want: "立直:1 裏ドラ:1 | 2 han 40 fu | 2600"},
	})
}
