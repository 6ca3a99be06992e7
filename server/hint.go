package server

import (
	"context"

	"jantaku/engine"
	"jantaku/hint"
)

// hintFor works out the hint for c's seat from that seat's View only, so it
// tells the person nothing their View does not. The View is taken on the
// table's goroutine; the search runs on the caller's.
func (t *table) hintFor(ctx context.Context, seat engine.Seat) (*hint.Hint, error) {
	var v engine.View
	if err := t.do(ctx, func() { v = t.game.View(seat) }); err != nil {
		return nil, err
	}
	info := hint.Info{Variant: t.variant.ID(), Players: t.meta.Config.Players, Options: t.meta.Config.Options,
		Tiles: t.variant.Tiles(t.meta.Config.Options)}
	info.Scorer, _ = t.variant.(engine.Scorer)
	h := hint.For(info, v)
	return &h, nil
}
