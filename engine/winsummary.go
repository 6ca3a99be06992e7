package engine

// WinFacts is what statistics need from a win, in any variant: the hand's
// value in the variant's own unit, the names of the items that scored it,
// and whether it was self-drawn.
type WinFacts struct {
	Value int
	Yaku  []string // stable ids or names, one per scoring item
	Tsumo bool
	Limit bool // a limit hand (役満 or the variant's cap)
}

// WinSummary may be implemented by the Data of a variant's EvWin events,
// so the simulator can tally hand values and yaku without knowing the
// variant.
type WinSummary interface {
	WinFacts() WinFacts
}
