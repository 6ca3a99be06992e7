package tenhou

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"jantaku/tile"
)

// Log is one tenhou.net/6 game. Title and Rule are kept as written.
type Log struct {
	Title  json.RawMessage `json:"title,omitempty"`
	Name   []string        `json:"name,omitempty"`
	Rule   json.RawMessage `json:"rule,omitempty"`
	Rounds []Round         `json:"log"`
	Final  []float64       `json:"sc,omitempty"` // final score and points, by seat
}

// Round is one hand: the 17 entries of a tenhou.net/6 round.
type Round struct {
	Kyoku, Honba, Sticks int
	Scores               [4]int
	Dora, Ura            []int
	Haipai               [4][]int
	Takes                [4][]Item
	Discards             [4][]Item
	End                  End
}

// Item is one take or discard entry: a tile code or a call string.
type Item struct {
	Code int
	Call string
}

// MarshalJSON writes the code as a number or the call as a string.
func (it Item) MarshalJSON() ([]byte, error) {
	if it.Call != "" {
		return json.Marshal(it.Call)
	}
	return json.Marshal(it.Code)
}

// UnmarshalJSON reads a number or a string.
func (it *Item) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		return json.Unmarshal(b, &it.Call)
	}
	return json.Unmarshal(b, &it.Code)
}

// End is the round's last entry: "和了" with a delta list and an info list
// per winner, or a draw's name with its deltas (if any).
type End struct {
	Name   string
	Deltas [][4]int
	Info   [][]json.RawMessage // per winner: who, from, pao, points string, yaku ...
}

// The end names.
const (
	endWin        = "和了"
	endExhaustive = "流局"
	endAllTenpai  = "全員聴牌"
	endAllNoten   = "全員不聴"
)

// MarshalJSON writes the round as its 17-entry array.
func (r Round) MarshalJSON() ([]byte, error) {
	out := []any{[]int{r.Kyoku, r.Honba, r.Sticks}, r.Scores, nonNil(r.Dora), nonNil(r.Ura)}
	for s := range 4 {
		out = append(out, nonNil(r.Haipai[s]), itemsOf(r.Takes[s]), itemsOf(r.Discards[s]))
	}
	end := []any{r.End.Name}
	for i, d := range r.End.Deltas {
		end = append(end, d)
		if i < len(r.End.Info) {
			end = append(end, r.End.Info[i])
		}
	}
	return json.Marshal(append(out, end))
}

func nonNil(x []int) []int {
	if x == nil {
		return []int{}
	}
	return x
}

func itemsOf(x []Item) []Item {
	if x == nil {
		return []Item{}
	}
	return x
}

// UnmarshalJSON reads a 17-entry round array.
func (r *Round) UnmarshalJSON(b []byte) error {
	var es []json.RawMessage
	if err := json.Unmarshal(b, &es); err != nil {
		return err
	}
	if len(es) != 17 {
		return fmt.Errorf("tenhou: a round has %d entries, want 17", len(es))
	}
	var head []int
	if err := json.Unmarshal(es[0], &head); err != nil || len(head) != 3 {
		return fmt.Errorf("tenhou: round head %s: want [kyoku, honba, sticks]", es[0])
	}
	r.Kyoku, r.Honba, r.Sticks = head[0], head[1], head[2]
	for i, dst := range []any{&r.Scores, &r.Dora, &r.Ura} {
		if err := json.Unmarshal(es[1+i], dst); err != nil {
			return fmt.Errorf("tenhou: round entry %d: %w", 1+i, err)
		}
	}
	for s := range 4 {
		for i, dst := range []any{&r.Haipai[s], &r.Takes[s], &r.Discards[s]} {
			if err := json.Unmarshal(es[4+3*s+i], dst); err != nil {
				return fmt.Errorf("tenhou: round entry %d: %w", 4+3*s+i, err)
			}
		}
	}
	return r.End.read(es[16])
}

func (e *End) read(b []byte) error {
	var es []json.RawMessage
	if err := json.Unmarshal(b, &es); err != nil || len(es) == 0 {
		return fmt.Errorf("tenhou: end entry %s: want [name, ...]", b)
	}
	if err := json.Unmarshal(es[0], &e.Name); err != nil {
		return fmt.Errorf("tenhou: end entry name: %w", err)
	}
	for i := 1; i < len(es); i++ {
		var d [4]int
		if err := json.Unmarshal(es[i], &d); err != nil {
			return fmt.Errorf("tenhou: end entry %d: %w", i, err)
		}
		e.Deltas = append(e.Deltas, d)
		if e.Name != endWin {
			continue
		}
		i++
		var info []json.RawMessage
		if i >= len(es) || json.Unmarshal(es[i], &info) != nil || len(info) < 3 {
			return fmt.Errorf("tenhou: a win without its [who, from, pao, ...] info")
		}
		e.Info = append(e.Info, info)
	}
	return nil
}

// winner reads the who and from of the i-th win of the end.
func (e *End) winner(i int) (who, from int, err error) {
	w, err1 := strconv.Atoi(string(bytes.TrimSpace(e.Info[i][0])))
	f, err2 := strconv.Atoi(string(bytes.TrimSpace(e.Info[i][1])))
	if err1 != nil || err2 != nil || w < 0 || w > 3 || f < 0 || f > 3 {
		return 0, 0, fmt.Errorf("tenhou: win info %d: bad seats", i)
	}
	return w, f, nil
}

// Tile codes: 11-19 man, 21-29 pin, 31-39 sou, 41-47 honours, 51-53 the
// red fives of man, pin and sou; in discards 60 is the tile just drawn.
const tsumogiri = 60

var suits = [3]tile.Suit{tile.Man, tile.Pin, tile.Sou}

// TileOf reads a tile code.
func TileOf(c int) (tile.Tile, error) {
	d, n := c/10, c%10
	switch {
	case d >= 1 && d <= 3 && n >= 1:
		return tile.Of(tile.K(suits[d-1], n)), nil
	case d == 4 && n >= 1 && n <= 7:
		return tile.Of(tile.East + tile.Kind(n-1)), nil
	case d == 5 && n >= 1 && n <= 3:
		return tile.New(tile.K(suits[n-1], 5), true), nil
	}
	return 0, fmt.Errorf("tenhou: no tile has code %d", c)
}

// CodeOf writes a tile's code.
func CodeOf(t tile.Tile) int {
	k := t.Kind()
	if k.Suit() == tile.Honor {
		return 40 + k.Number()
	}
	if t.Red() {
		return 51 + int(k.Suit())
	}
	return 10*(int(k.Suit())+1) + k.Number()
}
