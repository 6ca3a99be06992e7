package tenhou

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"
)

// tenhou's own game logs are mjlog XML (what its log download gives): the
// deal of each hand (<INIT>), every draw (<T12/>, <U..>, <V..>, <W..> by
// seat) and discard (<D..>, <E..>, <F..>, <G..>), call (<N who m>),
// riichi (<REACH>), new dora indicator (<DORA>) and each hand's end
// (<AGARI>, <RYUUKYOKU>), tiles numbered 0-135. ParseMjlog turns one
// into the tenhou.net/6 Log of the same game, the form tenhou's viewer
// shows, so an mjlog imports exactly as a tenhou.net/6 log does: the same
// walls, the same moves through the engine, the same checks of every
// round's score changes and the final scores.

// The bits of <GO type>, the game's rules.
const (
	goHuman    = 0x01 // people, not tenhou's practice bots
	goNoRed    = 0x02 // no red fives
	goNoKuitan = 0x04 // no open tanyao
	goHanchan  = 0x08 // East and South; else East only
	goSanma    = 0x10 // three players
	goToku     = 0x20 // the 特上 room (鳳凰 with goJou)
	goFast     = 0x40 // 速
	goJou      = 0x80 // the 上級 room
)

// DetectMjlog reports whether data is mjlog XML.
func DetectMjlog(data []byte) bool {
	data = bytes.TrimLeft(data, "\ufeff \t\r\n")
	if bytes.HasPrefix(data, []byte("<?xml")) {
		if i := bytes.Index(data, []byte("?>")); i >= 0 {
			data = bytes.TrimLeft(data[i+2:], " \t\r\n")
		}
	}
	return bytes.HasPrefix(data, []byte("<mjloggm"))
}

// ParseMjlog reads an mjlog of a four-player game as the tenhou.net/6
// Log of that game. Its rule carries the game's rules as tenhou names
// them ("鳳南喰赤": room, length, open tanyao, red fives) and its red
// fives, which Import reads. A three-player game is refused with
// ErrThreePlayer. A log whose last hand has no end is refused; one
// without the game's final scores (owari) is some hands of a game.
func ParseMjlog(data []byte) (Log, error) {
	m := &mjlog{}
	for i := range m.drawn {
		m.drawn[i] = -1
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return m.l, fmt.Errorf("tenhou: mjlog: %w", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if err := m.element(se.Name.Local, attrs(se.Attr)); err != nil {
				return m.l, m.fail(err)
			}
		}
	}
	switch {
	case !m.root:
		return m.l, errors.New("tenhou: mjlog: no <mjloggm> element")
	case len(m.l.Rounds) == 0:
		return m.l, errors.New("tenhou: mjlog: the log has no hands")
	case m.l.Rounds[len(m.l.Rounds)-1].End.Name == "":
		return m.l, fmt.Errorf("tenhou: mjlog: hand %d has no end (<AGARI> or <RYUUKYOKU>): the log is cut short", len(m.l.Rounds))
	}
	return m.l, nil
}

// attrs reads an element's attributes by name.
func attrs(as []xml.Attr) map[string]string {
	out := make(map[string]string, len(as))
	for _, a := range as {
		out[a.Name.Local] = a.Value
	}
	return out
}

// mjlog is the state of reading one: the log so far and, for the hand
// being read, what each seat drew last (-1 after a call: its discard is
// then not of a drawn tile) and whether it has declared riichi on the
// discard to come.
type mjlog struct {
	l      Log
	root   bool
	red    bool
	drawn  [4]int
	riichi [4]bool
	pons   [4]map[int]string // by tile kind, each seat's pon strings, for its added kan
	last   lastDiscard       // the discard a call takes
}

// lastDiscard is the latest discard of the hand.
type lastDiscard struct {
	seat, id int
	ok       bool
}

func (m *mjlog) fail(err error) error {
	if errors.Is(err, ErrThreePlayer) {
		return err
	}
	if n := len(m.l.Rounds); n > 0 {
		return fmt.Errorf("tenhou: mjlog: hand %d: %w", n, err)
	}
	return fmt.Errorf("tenhou: mjlog: %w", err)
}

// round is the hand being read; nil before the first <INIT> or after the
// hand's end.
func (m *mjlog) round() *Round {
	if n := len(m.l.Rounds); n > 0 && m.l.Rounds[n-1].End.Name == "" {
		return &m.l.Rounds[n-1]
	}
	return nil
}

func (m *mjlog) element(name string, a map[string]string) error {
	if seat, draw, ok := drawOrDiscard(name); ok {
		id, _ := strconv.Atoi(name[1:])
		if draw {
			return m.draw(seat, id)
		}
		return m.discard(seat, id)
	}
	switch name {
	case "mjloggm":
		m.root = true
	case "GO":
		return m.rules(a["type"])
	case "UN":
		m.names(a)
	case "INIT":
		return m.deal(a)
	case "N":
		return m.call(a)
	case "REACH":
		if r := m.round(); r != nil && a["step"] == "1" {
			s, err := seatAttr(a, "who")
			if err != nil {
				return err
			}
			m.riichi[s] = true
		}
	case "DORA":
		r := m.round()
		id, err := tileAttr(a["hai"])
		if r == nil || err != nil {
			return fmt.Errorf("<DORA hai=%q> outside a hand or not a tile", a["hai"])
		}
		r.Dora = append(r.Dora, m.code(id))
	case "AGARI":
		return m.win(a)
	case "RYUUKYOKU":
		return m.drawGame(a)
	}
	return nil // SHUFFLE, TAIKYOKU, BYE and the like say nothing of the play
}

// drawOrDiscard reads a tag of one letter and a tile number: T U V W draw
// for seats 0 to 3, D E F G discard (lower case too, as the live protocol
// writes a discard of the drawn tile).
func drawOrDiscard(name string) (seat int, draw, ok bool) {
	if len(name) < 2 {
		return 0, false, false
	}
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return 0, false, false
		}
	}
	c := name[0]
	switch {
	case c >= 'T' && c <= 'W':
		return int(c - 'T'), true, true
	case c >= 'D' && c <= 'G':
		return int(c - 'D'), false, true
	case c >= 'd' && c <= 'g':
		return int(c - 'd'), false, true
	}
	return 0, false, false
}

// rules reads <GO type> into the log's rule: tenhou's name of the rules
// and its red fives.
func (m *mjlog) rules(typ string) error {
	t, err := strconv.Atoi(typ)
	if err != nil {
		return fmt.Errorf("<GO type=%q>: not a number", typ)
	}
	disp := RuleName(t)
	if t&goSanma != 0 {
		return fmt.Errorf("%w: mjlog <GO type=%q> (%s); jantaku's riichi is for four players", ErrThreePlayer, typ, disp)
	}
	m.red = t&goNoRed == 0
	aka := 0
	if m.red {
		aka = 1
	}
	m.l.Rule, _ = json.Marshal(map[string]any{"disp": disp, "aka": aka}) // a string and an int
	return nil
}

// RuleName is tenhou's name of the rules a <GO type> sets: the room (般
// 上 特 鳳), 東 or 南 for the game's length, 喰 with open tanyao, 赤 with
// red fives, 速 for the fast game, 三 first for three players.
func RuleName(t int) string {
	var b strings.Builder
	if t&goSanma != 0 {
		b.WriteString("三")
	}
	switch {
	case t&goToku != 0 && t&goJou != 0:
		b.WriteString("鳳")
	case t&goToku != 0:
		b.WriteString("特")
	case t&goJou != 0:
		b.WriteString("上")
	default:
		b.WriteString("般")
	}
	if t&goHanchan != 0 {
		b.WriteString("南")
	} else {
		b.WriteString("東")
	}
	if t&goNoKuitan == 0 {
		b.WriteString("喰")
	}
	if t&goNoRed == 0 {
		b.WriteString("赤")
	}
	if t&goFast != 0 {
		b.WriteString("速")
	}
	return b.String()
}

// names reads the players' names (URL-escaped) from the first <UN>; a
// later one (a player back after a disconnection) names one seat only.
func (m *mjlog) names(a map[string]string) {
	if m.l.Name != nil || a["n3"] == "" && a["n0"] == "" {
		return
	}
	for s := range 4 {
		n, err := url.PathUnescape(a["n"+strconv.Itoa(s)])
		if err != nil {
			n = a["n"+strconv.Itoa(s)]
		}
		m.l.Name = append(m.l.Name, n)
	}
}

// code is the tenhou.net/6 code of tile id (0-135: kind*4 + copy; the
// copy 0 of each five is the red one when the game has red fives).
func (m *mjlog) code(id int) int {
	k := id / 4
	if m.red && (id == 16 || id == 52 || id == 88) {
		return 51 + k/9
	}
	if k >= 27 {
		return 41 + k - 27
	}
	return 10*(k/9+1) + k%9 + 1
}

func (m *mjlog) codes(ids []int) []int {
	out := make([]int, len(ids))
	for i, id := range ids {
		out[i] = m.code(id)
	}
	return out
}

// deal starts a hand: <INIT seed="kyoku,honba,sticks,die,die,dora"
// ten="scores/100" oya hai0..hai3>.
func (m *mjlog) deal(a map[string]string) error {
	if n := len(m.l.Rounds); n > 0 && m.l.Rounds[n-1].End.Name == "" {
		return errors.New("the next hand is dealt before this one ends")
	}
	if a["hai3"] == "" {
		return fmt.Errorf("%w: mjlog <INIT> deals no fourth hand", ErrThreePlayer)
	}
	seed, err := ints(a["seed"], 6)
	if err != nil {
		return fmt.Errorf("<INIT seed=%q>: %w", a["seed"], err)
	}
	ten, err := ints(a["ten"], 4)
	if err != nil {
		return fmt.Errorf("<INIT ten=%q>: %w", a["ten"], err)
	}
	if oya, err := strconv.Atoi(a["oya"]); err != nil || oya != seed[0]%4 {
		return fmt.Errorf("<INIT oya=%q> is not the dealer of kyoku %d", a["oya"], seed[0])
	}
	if err := checkTile(seed[5]); err != nil {
		return err
	}
	r := Round{Kyoku: seed[0], Honba: seed[1], Sticks: seed[2], Dora: []int{m.code(seed[5])}}
	for s := range 4 {
		r.Scores[s] = 100 * ten[s]
		hand, err := ints(a["hai"+strconv.Itoa(s)], 13)
		if err != nil {
			return fmt.Errorf("<INIT hai%d>: %w", s, err)
		}
		for _, id := range hand {
			if err := checkTile(id); err != nil {
				return err
			}
		}
		r.Haipai[s] = m.codes(hand)
		m.drawn[s], m.riichi[s], m.pons[s] = -1, false, map[int]string{}
	}
	m.l.Rounds = append(m.l.Rounds, r)
	return nil
}

// ints reads a comma list of n integers (any number when n is 0).
func ints(s string, n int) ([]int, error) {
	parts := strings.Split(s, ",")
	if n > 0 && len(parts) != n {
		return nil, fmt.Errorf("want %d numbers", n)
	}
	out := make([]int, len(parts))
	for i, p := range parts {
		v, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", p)
		}
		out[i] = v
	}
	return out, nil
}

func checkTile(id int) error {
	if id < 0 || id > 135 {
		return fmt.Errorf("no tile is numbered %d", id)
	}
	return nil
}

func tileAttr(s string) (int, error) {
	id, err := strconv.Atoi(s)
	if err != nil {
		return 0, err
	}
	return id, checkTile(id)
}

func seatAttr(a map[string]string, key string) (int, error) {
	s, err := strconv.Atoi(a[key])
	if err != nil || s < 0 || s > 3 {
		return 0, fmt.Errorf("%s=%q is not a seat", key, a[key])
	}
	return s, nil
}

// draw adds a draw (a live or a kan replacement draw: the log tells them
// apart by what came before, as the import does).
func (m *mjlog) draw(s, id int) error {
	r := m.round()
	if r == nil {
		return fmt.Errorf("a draw outside a hand")
	}
	if err := checkTile(id); err != nil {
		return err
	}
	r.Takes[s] = append(r.Takes[s], Item{Code: m.code(id)})
	m.drawn[s], m.last.ok = id, false
	return nil
}

// discard adds a discard: 60 for the tile just drawn, "r" before the code
// when it declares riichi.
func (m *mjlog) discard(s, id int) error {
	r := m.round()
	if r == nil {
		return fmt.Errorf("a discard outside a hand")
	}
	if err := checkTile(id); err != nil {
		return err
	}
	c := m.code(id)
	if id == m.drawn[s] {
		c = tsumogiri
	}
	it := Item{Code: c}
	if m.riichi[s] {
		it = Item{Call: "r" + strconv.Itoa(c)}
	}
	r.Discards[s] = append(r.Discards[s], it)
	m.drawn[s], m.riichi[s] = -1, false
	m.last = lastDiscard{seat: s, id: id, ok: true}
	return nil
}
