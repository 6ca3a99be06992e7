package tui

import (
	"fmt"
	"testing"

	"jantaku/tile"
)

func TestTileNames(t *testing.T) {
	for _, tc := range []struct{ variant, tiles, want string }{
		{"riichi", "159m0p9s1234567z", "一萬 五萬 九萬 五筒 九索 東 南 西 北 白 發 中"},
		{"maiko", "5m", "五萬"},
		{"suzume", "19s3r67z", "1索 9索 3索 發 中"},
		{"momojan", "1p9l5o3s12567z", "1もも 9れもん 5みかん 3いちご 太陽 月 犬 猿 雉"},
		{"trump", "19c01567z", "A 9 🃏 10 J Q K"},
		{"trump", "1cS9cH0z1zD5zC6zS7zH", "A♠ 9♥ 🃏 10♦ J♣ Q♠ K♥"},
		{"malaysia", "1f8f1a8a0z5p7z", "春 竹 猫 読 飛 五筒 中"},
		{"suzume", "1m", "1m"}, // not in the set: the notation
		{"trump", "3z", "3z"},
	} {
		t.Run(tc.variant+" "+tc.tiles, func(t *testing.T) {
			if got := TileNames(tc.variant, tile.MustParse(tc.tiles)); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func ExampleTileName() {
	fmt.Println(TileName("riichi", tile.MustParse("0m")[0]), TileName("trump", tile.MustParse("6z")[0]))
	// Output: 五萬 Q
}
