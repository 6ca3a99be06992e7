package riichi

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestMeldSet: a meld becomes a set only when its tiles are that set.
func TestMeldSet(t *testing.T) {
	for _, c := range []struct {
		kind  engine.MeldKind
		tiles string
		ok    bool
	}{
		{engine.MeldChi, "312m", true},
		{engine.MeldChi, "789s", true},
		{engine.MeldChi, "406p", true},
		{engine.MeldChi, "124m", false},
		{engine.MeldChi, "112m", false},
		{engine.MeldChi, "1234m", false},
		{engine.MeldChi, "123z", false},
		{engine.MeldChi, "891m", false},
		{engine.MeldPon, "555z", true},
		{engine.MeldPon, "550p", true},
		{engine.MeldPon, "556p", false},
		{engine.MeldPon, "55p", false},
		{engine.MeldMinkan, "1111s", true},
		{engine.MeldAnkan, "7777z", true},
		{engine.MeldKakan, "111s", false},
	} {
		t.Run(string(c.kind)+"/"+c.tiles, func(t *testing.T) {
			ts := tile.MustParse(c.tiles)
			if _, ok := meldSet(&engine.Meld{Kind: c.kind, Tiles: ts}); ok != c.ok {
				t.Errorf("meldSet %v, want %v", ok, c.ok)
			}
		})
	}
	// Kinds past 7z are no riichi tiles, though the notation stops at 7z.
	past := tile.Of(tile.Red + 1)
	if _, ok := meldSet(&engine.Meld{Kind: engine.MeldPon, Tiles: []tile.Tile{past, past, past}}); ok {
		t.Errorf("a pon of %d is a set", past)
	}
}
