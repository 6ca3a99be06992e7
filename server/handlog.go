package server

import "jantaku/engine"

// handLogKeep bounds the events a table keeps of the hand in play: a
// longer hand keeps its last ones (a riichi hand makes about 200).
const handLogKeep = 600

// handLog is what happened in the hand in play, as it was announced, so a
// client who comes in mid-hand (a spectator, a person reconnecting) is sent
// it with its welcome, masked for its seat as the events were when they
// were told. A hand starts at its deal.
type handLog struct {
	evs []engine.Event
}

// add appends an announced step's events; a deal starts the log afresh.
func (l *handLog) add(evs []engine.Event) {
	for i, e := range evs {
		if e.Type == engine.EvDeal && (i == 0 || evs[i-1].Type != engine.EvDeal) {
			l.evs = l.evs[:0]
		}
		l.evs = append(l.evs, e)
	}
	if n := len(l.evs) - handLogKeep; n > 0 {
		l.evs = append(l.evs[:0], l.evs[n:]...)
	}
}

// seen returns the log as seat may see it.
func (l *handLog) seen(seat engine.Seat) []engine.Event { return masked(l.evs, seat) }
