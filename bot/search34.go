package bot

import "jantaku/hand/shanten"

// handStep is what the search knows of the hand it is changing one tile
// at a time: for riichi tiles (fast), the hand read group by group
// (shanten.Groups) and the seven pairs and orphans tallies, so that a
// draw or a discard re-reads only its own group; the kinds a draw may
// help (near). Other variants measure each changed hand whole.
type handStep struct {
	g    shanten.Groups
	t    formTally
	near uint64
	all  bool // every kind may help (no fast path, or orphans in reach)
	// one marks a drawn hand of the generic distances that is exactly one
	// nearer than the hand before the draw.
	one bool
}

func (h handStep) mayHelp(k int) bool { return h.all || h.near>>k&1 == 1 }

// begin reads e.c, the hand of the node being expanded, for draws that
// may bring it nearer (or complete it, if complete is set).
func (e *evSearch) begin(complete bool) handStep {
	if !e.fast {
		if g, ok := e.generic(); ok {
			return handStep{near: g.near(&e.c, complete)}
		}
		return handStep{all: true}
	}
	c := (*shanten.Counts)(e.c[:34])
	h := handStep{g: shanten.GroupsOf(c)}
	var held uint64
	for i, n := range c {
		if n == 0 {
			continue
		}
		held |= 1 << i
		end := int(endKinds >> i & 1)
		h.t.kinds++
		h.t.ends += end
		if n >= 2 {
			h.t.pairs++
			h.t.endPairs += end
		}
	}
	h.near = nearOf(held)
	if e.melds == 0 {
		// An orphans hand needs terminals and honours it does not hold.
		h.near |= endKinds
	}
	return h
}

// plus is the distance of e.c after one change from the hand h describes:
// kind k went up from n, or down from n-128 when n >= 128. It returns the
// description of the changed hand too.
func (e *evSearch) plus(h handStep, k int, n uint8) (int, handStep) {
	if !e.fast {
		return e.shanten(), h
	}
	up := n < 128
	if !up {
		n -= 128
	}
	c := (*shanten.Counts)(e.c[:34])
	h.g.Reread(c, k)
	h.t = h.t.change(k, n, up)
	d := h.g.Regular(e.melds)
	if e.melds == 0 {
		d = min(d, h.t.best())
	}
	return d, h
}
