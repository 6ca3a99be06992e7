package bot

import (
	"testing"

	"jantaku/engine"
	"jantaku/tile"
)

// TestMomojanPriceWithDeposit: MOMOJAN's deposits on the table (供託 of
// table fees, the View's Sticks) are no riichi sticks; the expert's
// pricing must not pass them to the scorer, which refuses them, or every
// win of a hand with a deposit reads as worth nothing.
func TestMomojanPriceWithDeposit(t *testing.T) {
	a := AdapterFor("momojan")
	sp := newSpace(a.Set)
	s := newScoreValuer(a, sp, newEvaluator(a))
	for _, sticks := range []int{0, 2} {
		v := engine.View{Variant: "momojan", Seat: 0, Round: "East 1, 0 honba", Sticks: sticks, WallLeft: 20,
			Players: []engine.PlayerView{
				{Hand: tile.MustParse("123l456o7s7p"), Score: 30, Melds: []engine.Meld{{Kind: engine.MeldKai, Tiles: tile.MustParse("555z")}}},
				{Score: 30},
			}}
		var m Model
		m.read(v, a.Set)
		var place placement
		place.read(v)
		s.reset(&m, &place)
		c := sp.counts(&m.Own)
		if p := s.price(&c, sp.of(tile.K(tile.Pin, 7)), true, true); p <= 0 {
			t.Errorf("deposit %d: a riichi tsumo with a dog set priced %v", sticks, p)
		}
	}
}
