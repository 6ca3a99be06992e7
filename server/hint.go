package server

import (
	"context"

	"jantaku/engine"
	"jantaku/hint"
)

// hintCache is one connection's last hint. A hint can take milliseconds
// (trump's scorer asks about every card), so asking again about the same
// moment of the game costs nothing: a client flooding "hint" makes the
// server work at most once per action.
type hintCache struct {
	seq  int // the table's actions stored when it was worked out
	hint *hint.Hint
}

// hintFor works out the hint for c's seat from that seat's View only, so it
// tells the person nothing their View does not. The View is taken on the
// table's goroutine; the search runs on the caller's.
func (t *table) hintFor(ctx context.Context, seat engine.Seat, cache *hintCache) (*hint.Hint, error) {
	var v engine.View
	var seq int
	if err := t.do(ctx, func() { v, seq = t.game.View(seat), t.seq }); err != nil {
		return nil, err
	}
	if cache.hint != nil && cache.seq == seq {
		return cache.hint, nil
	}
	info := hint.Info{Variant: t.variant.ID(), Players: t.meta.Config.Players, Options: t.meta.Config.Options,
		Tiles: t.variant.Tiles(t.meta.Config.Options)}
	info.Scorer, _ = t.variant.(engine.Scorer)
	h := hint.For(info, v)
	cache.seq, cache.hint = seq, &h
	return &h, nil
}
