package tenhou

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// meld is a decoded <N m="...">: the bits of m say the kind, the tiles
// and the seat the tile came from.
type meld struct {
	kind   byte  // tenhou.net/6's letter: c chi, p pon, m open kan, a closed kan, k added kan
	from   int   // the seat the tile came from, counted to the right of the caller (3 is the left); 0 for a closed kan
	called int   // the tile taken from a discard, or the tile added to a pon
	hand   []int // the caller's own tiles of the meld, ascending
}

// decodeMeld reads m: bit 2 a chi (bits 3-8 the copies of its three
// tiles, bits 10- its lowest tile and which one was taken); else bit 3 a
// pon or bit 4 an added kan (bits 5-6 the copy left out of the pon, bits
// 9- its kind and which one was taken); bit 5 a North taken aside (three
// players only); else a kan (bits 8- the tile), closed when bits 0-1,
// the seat it came from, are 0.
func decodeMeld(m int) (meld, error) {
	if m < 0 || m >= 1<<16 {
		return meld{}, fmt.Errorf("call m=%d: out of range", m)
	}
	from := m & 3
	switch {
	case m&0x4 != 0:
		t := m >> 10
		taken, base := t%3, t/3
		if base >= 21 || from != 3 {
			return meld{}, fmt.Errorf("call m=%d: not a chi", m)
		}
		base = base/7*9 + base%7
		ids := []int{4*base + (m>>3)&3, 4*(base+1) + (m>>5)&3, 4*(base+2) + (m>>7)&3}
		called := ids[taken]
		return meld{kind: 'c', from: from, called: called, hand: slices.DeleteFunc(ids, func(x int) bool { return x == called })}, nil
	case m&0x18 != 0:
		t := m >> 9
		taken, kind := t%3, t/3
		out := (m >> 5) & 3
		if kind >= 34 || from == 0 {
			return meld{}, fmt.Errorf("call m=%d: not a pon", m)
		}
		var ids []int
		for c := range 4 {
			if c != out {
				ids = append(ids, 4*kind+c)
			}
		}
		if m&0x8 != 0 {
			called := ids[taken]
			return meld{kind: 'p', from: from, called: called, hand: slices.DeleteFunc(ids, func(x int) bool { return x == called })}, nil
		}
		return meld{kind: 'k', from: from, called: 4*kind + out, hand: ids}, nil
	case m&0x20 != 0:
		return meld{}, fmt.Errorf("%w: call m=%d sets a North aside (抜きドラ)", ErrThreePlayer, m)
	}
	id := m >> 8
	if id > 135 {
		return meld{}, fmt.Errorf("call m=%d: not a kan", m)
	}
	ids := []int{id / 4 * 4, id/4*4 + 1, id/4*4 + 2, id/4*4 + 3}
	if from == 0 {
		return meld{kind: 'a', hand: ids}, nil
	}
	return meld{kind: 'm', from: from, called: id, hand: slices.DeleteFunc(ids, func(x int) bool { return x == id })}, nil
}

// call adds a call: a chi, pon or open kan is a take of the caller (the
// open kan leaves a 0 among its discards, as tenhou.net/6 writes it), a
// closed or added kan one of its discards. A call from a discard must
// take the hand's latest discard, by the seat the bits name.
func (m *mjlog) call(a map[string]string) error {
	r := m.round()
	if r == nil {
		return errors.New("a call outside a hand")
	}
	who, err := seatAttr(a, "who")
	if err != nil {
		return err
	}
	v, err := strconv.Atoi(a["m"])
	if err != nil {
		return fmt.Errorf("call m=%q: not a number", a["m"])
	}
	md, err := decodeMeld(v)
	if err != nil {
		return err
	}
	join := func(ids []int) string {
		var b strings.Builder
		for _, id := range ids {
			fmt.Fprintf(&b, "%02d", m.code(id))
		}
		return b.String()
	}
	called := fmt.Sprintf("%02d", m.code(md.called))
	switch md.kind {
	case 'c', 'p', 'm':
		src := (who + md.from) % 4
		if md.kind == 'm' && m.last.ok && m.last.seat == src && m.last.id/4 == md.called/4 && m.last.id != md.called {
			// An open kan's bits name one tile of its kind; the tile taken
			// is the discard, whichever copy it is.
			md.hand = append(slices.DeleteFunc(md.hand, func(x int) bool { return x == m.last.id }), md.called)
			slices.Sort(md.hand)
			md.called = m.last.id
		}
		if !m.last.ok || m.last.seat != src || m.last.id != md.called {
			return fmt.Errorf("seat %d's call m=%d takes tile %d from seat %d, which is not the latest discard", who, v, md.called, src)
		}
		// The letter stands before the tile taken from the left, across or
		// the right: first, second, or last.
		at := map[int]int{3: 0, 2: 1, 1: len(md.hand)}[md.from]
		if md.kind == 'c' {
			at = 0
		}
		str := join(md.hand[:at]) + string(md.kind) + called + join(md.hand[at:])
		r.Takes[who] = append(r.Takes[who], Item{Call: str})
		switch md.kind {
		case 'p':
			m.pons[who][md.called/4] = str
		case 'm':
			r.Discards[who] = append(r.Discards[who], Item{})
		}
		m.last.ok = false
	case 'a':
		r.Discards[who] = append(r.Discards[who], Item{Call: join(md.hand[:3]) + "a" + join(md.hand[3:])})
	case 'k':
		pon, ok := m.pons[who][md.called/4]
		if !ok {
			return fmt.Errorf("seat %d adds tile %d to a pon it has not made", who, md.called)
		}
		r.Discards[who] = append(r.Discards[who], Item{Call: strings.Replace(pon, "p", "k"+called, 1)})
	}
	m.drawn[who] = -1
	return nil
}
