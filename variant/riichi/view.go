package riichi

import (
	"slices"
	"strconv"

	"jantaku/engine"
	"jantaku/tile"
)

var windNames = [...]string{"East", "South", "West", "North"}

// View implements engine.Game: each seat sees its own hand only; a
// spectator sees no hand. Rivers (with tsumogiri and riichi marks), melds,
// scores, indicators and the wall count are public.
//
// Bots ask for a view at every decision, so the view's slices share a few
// allocations: one for the rivers, one for the melds and one for tiles.
func (g *Game) View(seat engine.Seat) engine.View {
	own := seat >= 0 && int(seat) < Seats
	nRiver, nMelds, nTiles := 0, 0, g.wall.shown+2*handTiles
	for s := range g.p {
		p := &g.p[s]
		nRiver += len(p.river)
		nMelds += len(p.melds)
		for _, m := range p.melds {
			nTiles += len(m.Tiles)
		}
	}
	rivers := make([]engine.Discarded, 0, nRiver)
	melds := make([]engine.Meld, 0, nMelds)
	tiles := make([]tile.Tile, 0, nTiles)
	players := make([]engine.PlayerView, Seats)
	// take appends ts to the shared tiles and returns its copy.
	take := func(ts []tile.Tile) []tile.Tile {
		start := len(tiles)
		tiles = append(tiles, ts...)
		return tiles[start:len(tiles):len(tiles)]
	}
	v := engine.View{
		Variant:  "riichi",
		Seat:     seat,
		Round:    g.roundName(),
		Hand:     g.handNo,
		Dealer:   engine.Seat(g.dealer()),
		Turn:     engine.Seat(g.turn),
		WallLeft: g.wall.left(),
		Dora:     take(g.wall.dora[:g.wall.shown]),
		Sticks:   g.sticks,
		Honba:    g.honba,
		Over:     g.over,
		Players:  players,
	}
	if own {
		v.Legal = slices.Clone(g.Legal(seat))
	}
	if g.last.Type != "" {
		e := g.last.Mask(seat)
		v.Last = &e
	}
	for s := range g.p {
		p := &g.p[s]
		pv := &players[s]
		pv.Score, pv.Riichi, pv.HandSize = p.score, p.riichi, len(p.hand)
		pv.Wind = windNames[(s-g.dealer()+Seats)%Seats]
		if len(p.river) > 0 {
			start := len(rivers)
			rivers = append(rivers, p.river...)
			pv.Discards = rivers[start:len(rivers):len(rivers)]
		}
		if len(p.melds) > 0 {
			start := len(melds)
			for _, m := range p.melds {
				m.Tiles = take(m.Tiles)
				melds = append(melds, m)
			}
			pv.Melds = melds[start:len(melds):len(melds)]
		}
		switch {
		case engine.Seat(s) == seat:
			start := len(tiles)
			tiles = p.appendSortedHand(tiles)
			pv.Hand = tiles[start:len(tiles):len(tiles)]
			pv.Drawn = p.drew
		case p.openRiichi:
			pv.Hand = p.shownHand()
		}
	}
	return v
}

// roundName names the hand in play, e.g. "East 2, 1 honba".
func (g *Game) roundName() string {
	return windNames[g.wind%Seats] + " " + strconv.Itoa(g.jushu+1) + ", " + strconv.Itoa(g.honba) + " honba"
}
