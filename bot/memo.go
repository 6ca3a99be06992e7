package bot

// distMemo remembers what the search has learnt of the distances of hands:
// bounds (lo <= distance <= hi) that meet once the exact distance is
// measured. It is a table of fixed size where a new hand takes the place
// of an old one in the same slot: the expert's searches meet tens of
// thousands of hands a decision, and a map that grows with them costs
// more to grow, rehash and collect than its lookups save.
type distMemo struct {
	slots []distSlot
	mask  uint64
}

type distSlot struct {
	key    [2]uint64
	used   bool
	lo, hi int8
}

// noBound is a distance beyond every hand's, for a bound not yet known.
const noBound = 100

func newDistMemo(bits int) *distMemo {
	return &distMemo{slots: make([]distSlot, 1<<bits), mask: 1<<bits - 1}
}

// slot returns the slot of the hand key, emptied for it if another hand
// held it.
func (m *distMemo) slot(key [2]uint64) *distSlot {
	h := key[0]*0x9e3779b97f4a7c15 ^ (key[1]+0x632be59bd9b4e019)*0xbf58476d1ce4e5b9
	s := &m.slots[(h^h>>29)&m.mask]
	if !s.used || s.key != key {
		*s = distSlot{key: key, used: true, lo: -1, hi: noBound}
	}
	return s
}
