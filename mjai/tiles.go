// Package mjai connects jantaku's riichi games with the mjai protocol: JSON
// messages, one a line, between a game server and each player's process.
//
// Two directions: Play runs a game where some seats are external mjai
// processes (a Peer for each), and Client lets one of our bots play as an
// mjai client of someone else's server. docs/bots.md lists the mapping
// between mjai messages and engine events and actions.
package mjai

import (
	"fmt"

	"jantaku/tile"
)

// honourNames are mjai's names of the winds and dragons, 1z to 7z.
var honourNames = [...]string{"E", "S", "W", "N", "P", "F", "C"}

// Pai writes a tile as mjai does: "1m".."9s", "5mr" for a red five, and
// E S W N P F C for the honours. A zero tile (hidden) is "?".
func Pai(t tile.Tile) string {
	if t == 0 {
		return "?"
	}
	k := t.Kind()
	if k.Suit() == tile.Honor && k.Number() >= 1 && k.Number() <= 7 {
		return honourNames[k.Number()-1]
	}
	s := k.String()
	if t.Red() {
		s += "r"
	}
	return s
}

// ParsePai reads an mjai tile name.
func ParsePai(s string) (tile.Tile, error) {
	for i, n := range honourNames {
		if s == n {
			return tile.Of(tile.East + tile.Kind(i)), nil
		}
	}
	red := len(s) == 3 && s[2] == 'r'
	if len(s) == 2 || red {
		if su, ok := tile.SuitOf(s[1]); ok && su <= tile.Sou && s[0] >= '1' && s[0] <= '9' {
			return tile.New(tile.K(su, int(s[0]-'0')), red), nil
		}
	}
	return 0, fmt.Errorf("mjai: unknown tile %q", s)
}

func pais(ts []tile.Tile) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = Pai(t)
	}
	return out
}

func parsePais(ss []string) ([]tile.Tile, error) {
	out := make([]tile.Tile, len(ss))
	for i, s := range ss {
		t, err := ParsePai(s)
		if err != nil {
			return nil, err
		}
		out[i] = t
	}
	return out, nil
}
