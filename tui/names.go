package tui

import (
	"strconv"
	"strings"

	"jantaku/tile"
)

// The tile faces are the browser client's (server/web/tiles.js), so a
// person sees the same names in both.
var (
	kanjiNumbers = [...]string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九"}
	riichiHonors = [...]string{"", "東", "南", "西", "北", "白", "發", "中"}
	riichiSuits  = map[tile.Suit]string{tile.Man: "萬", tile.Pin: "筒", tile.Sou: "索"}
	momoFruits   = map[tile.Suit]string{tile.Pin: "もも", tile.Lemon: "れもん", tile.Orange: "みかん", tile.Sou: "いちご"}
	momoPictures = [...]string{1: "太陽", 2: "月", 5: "犬", 6: "猿", 7: "雉"}
	trumpHonors  = [...]string{0: "🃏", 1: "10", 5: "J", 6: "Q", 7: "K"}
	flowerNames  = [...]string{"春", "夏", "秋", "冬", "梅", "蘭", "菊", "竹"}
	animalNames  = [...]string{"猫", "鼠", "鶏", "虫", "漁", "樵", "耕", "読"}
)

// TileName returns how a tile of variant is written for people, e.g. "五萬"
// for riichi's 5m or "Q♠" for trump's 6zS. A red copy, and a card of a red
// suit, has the same name (the screen colours it); a tile the variant does
// not know keeps its notation.
func TileName(variant string, t tile.Tile) string {
	k := t.Kind()
	n, s := k.Number(), k.Suit()
	var name string
	switch variant {
	case "suzume":
		name = suzumeName(n, s)
	case "momojan":
		name = momojanName(n, s)
	case "trump":
		name = trumpName(n, s)
		if name != "" {
			name += t.CardSuit().Symbol()
		}
	case "malaysia":
		name = malaysiaName(n, s)
	default: // riichi, maiko and anything on the riichi set
		name = riichiName(n, s)
	}
	if name == "" {
		return t.String()
	}
	return name
}

func riichiName(n int, s tile.Suit) string {
	if s == tile.Honor {
		return at(riichiHonors[:], n)
	}
	if suit, ok := riichiSuits[s]; ok && n >= 1 && n <= 9 {
		return kanjiNumbers[n] + suit
	}
	return ""
}

func suzumeName(n int, s tile.Suit) string {
	switch {
	case s == tile.Honor && n == 6:
		return "發"
	case s == tile.Honor && n == 7:
		return "中"
	case s == tile.Sou && n >= 1 && n <= 9:
		return strconv.Itoa(n) + "索"
	}
	return ""
}

func momojanName(n int, s tile.Suit) string {
	if s == tile.Honor {
		return at(momoPictures[:], n)
	}
	if f, ok := momoFruits[s]; ok && n >= 1 && n <= 9 {
		return strconv.Itoa(n) + f
	}
	return ""
}

func trumpName(n int, s tile.Suit) string {
	switch {
	case s == tile.Honor:
		return at(trumpHonors[:], n)
	case s == tile.Card && n == 1:
		return "A"
	case s == tile.Card && n >= 2 && n <= 9:
		return strconv.Itoa(n)
	}
	return ""
}

func malaysiaName(n int, s tile.Suit) string {
	switch {
	case s == tile.Flower:
		return at(flowerNames[:], n-1)
	case s == tile.Animal:
		return at(animalNames[:], n-1)
	case s == tile.Honor && n == 0:
		return "飛"
	}
	return riichiName(n, s)
}

func at(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return ""
	}
	return names[i]
}

// TileNames writes tiles with TileName, separated by spaces.
func TileNames(variant string, ts []tile.Tile) string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = TileName(variant, t)
	}
	return strings.Join(out, " ")
}
