package server

import (
	"context"

	"jantaku/engine"
	"jantaku/hint"
)

// hintCache is one connection's last hint. A hint can take milliseconds
// (trump's scorer asks about every card), so asking again about the same
// moment of the game costs nothing: a client flooding "hint" makes the
// server work at most once per action it is told of.
type hintCache struct {
	// The hint's moment: the seq everyone had been told of and how many
	// actions the seat was offered. Within one public seq a seat's View
	// changes only by its own window choice, which takes its question
	// away; another seat's secret choice must not make the hint be
	// worked out again, or its time would tell of that choice.
	public, legal int
	hint          *hint.Hint
}

// hintFor works out the hint for c's seat from that seat's View only, so it
// tells the person nothing their View does not. The View is taken on the
// table's goroutine; the search runs on the caller's.
func (t *table) hintFor(ctx context.Context, seat engine.Seat, cache *hintCache) (*hint.Hint, error) {
	var v engine.View
	var public int
	if err := t.do(ctx, func() { v, public = t.game.View(seat), t.public }); err != nil {
		return nil, err
	}
	if cache.hint != nil && cache.public == public && cache.legal == len(v.Legal) {
		return cache.hint, nil
	}
	info := hint.Info{Variant: t.variant.ID(), Players: t.meta.Config.Players, Options: t.meta.Config.Options,
		Tiles: t.variant.Tiles(t.meta.Config.Options)}
	info.Scorer, _ = t.variant.(engine.Scorer)
	h := hint.For(info, v)
	cache.public, cache.legal, cache.hint = public, len(v.Legal), &h
	return &h, nil
}
