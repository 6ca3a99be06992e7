package mjai

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"jantaku/bot"
	"jantaku/engine"
	"jantaku/tile"
	"jantaku/variant/riichi"
)

// Client plays one of our bots as an mjai client of a riichi game. It keeps
// the table as the messages tell it, offers the bot the actions the rules
// allow under the default rules (the server still judges each answer),
// and answers with the bot's choice.
type Client struct {
	bot  bot.Bot
	seat int
	st   table
	// reachTile is the discard of a riichi we declared, named when the
	// server echoes the reach.
	reachTile tile.Tile
	lastFrom  int // the seat of the last discard
	// missed marks a win let go: furiten until the next own discard, and
	// for the rest of the hand after riichi.
	missed bool
	// forbidden are the kinds the client may not discard right after its
	// chi or pon (kuikae, barred by the default rules).
	forbidden []tile.Kind
	// rinshan marks the draw after the client's own kan (嶺上開花).
	rinshan bool
	rules   riichi.Rules
}

// table is what the client knows of the game.
type table struct {
	bakaze, kyoku, oya, honba, sticks int
	scores                            []int
	hand                              []tile.Tile
	drawn                             bool
	dora                              []tile.Tile
	players                           []engine.PlayerView
	left                              int
}

// NewClient returns a client that plays b.
func NewClient(b bot.Bot) *Client { return &Client{bot: b, rules: riichi.DefaultRules()} }

// Run reads messages from r and writes one answer a line to w until the
// game ends or r closes.
func (c *Client) Run(r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		var m Msg
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			return fmt.Errorf("mjai: %w", err)
		}
		ans, err := c.Answer(m)
		if err != nil {
			return err
		}
		b, _ := json.Marshal(ans)
		if _, err := fmt.Fprintf(w, "%s\n", b); err != nil {
			return err
		}
		if m.Type == "end_game" {
			return nil
		}
	}
	return sc.Err()
}

var none = Msg{Type: "none"}

// Answer takes in one message and returns the client's answer.
func (c *Client) Answer(m Msg) (Msg, error) {
	st := &c.st
	actor := val(m.Actor)
	pai, _ := ParsePai(m.Pai)
	if m.Type != "start_game" && m.Type != "start_kyoku" && c.seat >= len(st.players) {
		return none, nil // no hand in play: nothing to answer
	}
	switch m.Type {
	case "start_game":
		c.seat = min(max(val(m.ID), 0), 3)
	case "start_kyoku":
		return none, c.startKyoku(m)
	case "tsumo":
		st.left--
		if actor == c.seat {
			if pai == 0 {
				return none, fmt.Errorf("mjai: tsumo of %q", m.Pai)
			}
			st.hand, st.drawn = append(st.hand, pai), true
			return c.decide(c.turnLegal())
		}
	case "dahai":
		if actor < 0 || actor >= len(st.players) {
			return none, fmt.Errorf("mjai: dahai by seat %d", actor)
		}
		c.lastFrom = actor
		p := &st.players[actor]
		p.Discards = append(p.Discards, engine.Discarded{Tile: pai, Tsumogiri: m.Tsumogiri != nil && *m.Tsumogiri})
		if actor == c.seat {
			c.remove(pai)
			c.forbidden = nil
			c.rinshan = false
			st.drawn = false
			c.missed = c.missed && st.players[c.seat].Riichi
			return none, nil
		}
		if pai == 0 {
			return none, fmt.Errorf("mjai: dahai of %q", m.Pai)
		}
		return c.decide(c.windowLegal(actor, pai))
	case "chi", "pon", "daiminkan", "ankan", "kakan":
		return c.meld(m, actor, pai)
	case "reach":
		if actor >= 0 && actor < len(st.players) {
			st.players[actor].Riichi = true
		}
		if actor == c.seat && c.reachTile != 0 && len(st.hand) > 0 {
			t := c.reachTile
			c.reachTile = 0
			return Msg{Type: "dahai", Actor: ip(c.seat), Pai: Pai(t), Tsumogiri: bp(t == st.hand[len(st.hand)-1])}, nil
		}
	case "dora":
		if t, err := ParsePai(m.Dora); err == nil {
			st.dora = append(st.dora, t)
		}
	}
	return none, nil
}

func (c *Client) startKyoku(m Msg) error {
	if c.seat >= len(m.Tehais) {
		return fmt.Errorf("mjai: start_kyoku without a hand for seat %d", c.seat)
	}
	hand, err := parsePais(m.Tehais[c.seat])
	if err != nil {
		return err
	}
	_, wind := windName(windWord(m.Bakaze))
	dora, _ := ParsePai(m.Dora)
	c.missed, c.rinshan = false, false
	c.st = table{bakaze: wind, kyoku: m.Kyoku, oya: max(val(m.Oya), 0) % len(m.Tehais), honba: max(val(m.Honba), 0), sticks: max(val(m.Kyotaku), 0),
		scores: m.Scores, hand: hand, dora: []tile.Tile{dora}, players: make([]engine.PlayerView, len(m.Tehais)), left: 70}
	return nil
}

// windWord turns mjai's wind letter back into the view's wind word.
func windWord(letter string) string {
	for i, n := range honourNames[:4] {
		if n == letter {
			return []string{"East", "South", "West", "North"}[i]
		}
	}
	return "East"
}

func (c *Client) meld(m Msg, actor int, pai tile.Tile) (Msg, error) {
	st := &c.st
	if actor < 0 || actor >= len(st.players) {
		return none, fmt.Errorf("mjai: %s by seat %d", m.Type, actor)
	}
	consumed, err := parsePais(m.Consumed)
	if err != nil {
		return none, err
	}
	kinds := map[string]engine.MeldKind{"chi": engine.MeldChi, "pon": engine.MeldPon, "daiminkan": engine.MeldMinkan, "ankan": engine.MeldAnkan, "kakan": engine.MeldKakan}
	md := engine.Meld{Kind: kinds[m.Type], Tiles: slices.Clone(consumed), From: engine.Seat(val(m.Target)), Called: -1}
	if pai != 0 && m.Type != "ankan" {
		md.Tiles = append(md.Tiles, pai)
		md.Called = len(md.Tiles) - 1
	}
	if t := val(m.Target); t >= 0 && t < len(st.players) && t != actor && len(st.players[t].Discards) > 0 {
		st.players[t].Discards[len(st.players[t].Discards)-1].Taken = true
	}
	p := &st.players[actor]
	if i := ponIndex(p.Melds, pai.Kind()); m.Type == "kakan" && i >= 0 {
		p.Melds[i] = engine.Meld{Kind: engine.MeldKakan, Tiles: append(slices.Clone(p.Melds[i].Tiles), pai), From: p.Melds[i].From, Called: p.Melds[i].Called}
	} else {
		p.Melds = append(p.Melds, md)
	}
	if actor != c.seat {
		if m.Type == "kakan" {
			c.lastFrom = actor
			return c.decide(c.robLegal(pai))
		}
		return none, nil
	}
	removed := consumed
	if m.Type == "kakan" {
		removed = []tile.Tile{pai}
	}
	for _, t := range removed {
		c.remove(t)
	}
	if m.Type == "chi" || m.Type == "pon" {
		c.forbidden = swapKinds(pai, consumed)
		return c.decide(c.discardLegal())
	}
	c.rinshan = true // a kan: the next draw is from the dead wall
	return none, nil
}

// ponIndex finds the pon of kind k among melds, or -1.
func ponIndex(melds []engine.Meld, k tile.Kind) int {
	return slices.IndexFunc(melds, func(md engine.Meld) bool {
		return md.Kind == engine.MeldPon && len(md.Tiles) > 0 && md.Tiles[0].Kind() == k
	})
}

func (c *Client) remove(t tile.Tile) {
	h := c.st.hand
	i := slices.Index(h, t)
	if i < 0 {
		i = slices.IndexFunc(h, func(u tile.Tile) bool { return u.Kind() == t.Kind() })
	}
	if i >= 0 {
		c.st.hand = slices.Delete(h, i, i+1)
	}
}
