package tenhou

import (
	"fmt"

	"jantaku/variant/riichi"
)

// PointsText writes a win's value as the viewer does: "30符1飜1000点" for
// a ron, "30符1飜300-500点" for a non-dealer's tsumo (each non-dealer's
// and the dealer's payment), "30符2飜1000点∀" for a dealer's tsumo (what
// each pays), a limit's name instead of fu and han ("満貫8000点"). The
// payments are read from the deltas, less the counters' 100 a payer; a
// yakuman tsumo's are the yakuman's shares, which its deltas do not show
// when a seat is liable for it (包).
func PointsText(wd riichi.WinData, dealer, honba int) string {
	value := limitName(wd)
	if value == "" {
		value = fmt.Sprintf("%d符%d飜", wd.Fu, wd.Han)
	}
	return pointsText(value, wd.Points, wd.From < 0, wd.Yakuman > 0, wd.Deltas, wd.Seat, dealer, honba)
}

// pointsText writes a win's value: a ron's points, or a tsumo's payments
// as read from its deltas.
func pointsText(value string, points int, tsumo, yakuman bool, deltas [4]int, winner, dealer, honba int) string {
	if !tsumo {
		return fmt.Sprintf("%s%d点", value, points)
	}
	pay := func(s int) int { return -deltas[s] - 100*honba }
	if yakuman {
		pay = func(s int) int { return yakumanShare(points, winner == dealer, s == dealer) }
	}
	other := (winner + 1) % 4
	if winner == dealer {
		return fmt.Sprintf("%s%d点∀", value, pay(other))
	}
	if other == dealer {
		other = (other + 1) % 4
	}
	return fmt.Sprintf("%s%d-%d点", value, pay(other), pay(dealer))
}

// limitName names a limit hand, or "" below mangan.
func limitName(wd riichi.WinData) string {
	base := wd.Fu << (wd.Han + 2)
	switch {
	case wd.Yakuman > 0 || wd.Han >= 13:
		return "役満"
	case wd.Han >= 11:
		return "三倍満"
	case wd.Han >= 8:
		return "倍満"
	case wd.Han >= 6:
		return "跳満"
	case wd.Han >= 5 || base >= 2000:
		return "満貫"
	}
	return ""
}

// yakumanShare is what one seat pays of a yakuman tsumo worth total: a
// third of a dealer's; of a non-dealer's, half from the dealer and a
// quarter from each other seat.
func yakumanShare(total int, winnerDeals, payerDeals bool) int {
	switch {
	case winnerDeals:
		return total / 3
	case payerDeals:
		return total / 2
	}
	return total / 4
}
