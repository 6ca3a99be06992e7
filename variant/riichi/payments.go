package riichi

import "jantaku/engine"

// A hand's settlement as lines (engine.Payment) for the result screen: who
// paid whom what and why. The lines are read from the deltas the hand
// moved, so they always add up to them; the reasons come from the win's
// context (or a House's).

// PaymentParts is implemented by a House whose wins are paid otherwise than
// riichi's (maiko splits the dummy's part): why payer pays a win, and the
// part of it that is the counters (honba), said on a line of its own.
type PaymentParts interface {
	PaymentPart(g *Game, sc Score, ctx WinContext, payer int) (why string, honba int)
}

// winPayments says a win's deltas: each payer pays the winner (its honba
// on a line of its own), and the riichi sticks come from the table.
func (g *Game) winPayments(sc Score, ctx WinContext, deltas [Seats]int) []engine.Payment {
	w := ctx.Winner
	var lines []engine.Payment
	for o, d := range deltas {
		if o == w || d >= 0 {
			continue
		}
		why, honba := PaymentPartOf(&g.rules, sc, ctx, o)
		if pp, ok := g.house.(PaymentParts); ok {
			why, honba = pp.PaymentPart(g, sc, ctx, o)
		}
		if honba > 0 && honba < -d {
			lines = append(lines, engine.Payment{From: engine.Seat(o), To: engine.Seat(w), Amount: -d - honba, Why: why},
				engine.Payment{From: engine.Seat(o), To: engine.Seat(w), Amount: honba, Why: "honba", Count: ctx.Honba})
		} else {
			lines = append(lines, engine.Payment{From: engine.Seat(o), To: engine.Seat(w), Amount: -d, Why: why})
		}
	}
	if ctx.Sticks > 0 {
		lines = append(lines, engine.Payment{From: -1, To: engine.Seat(w), Amount: g.rules.RiichiStick * ctx.Sticks, Why: "sticks", Count: ctx.Sticks})
	}
	return lines
}

// PaymentPartOf is why payer pays a win as Deltas settles it, and the part
// of it that is the counters (honba).
func PaymentPartOf(r *Rules, sc Score, ctx WinContext, payer int) (string, int) {
	honba := r.Honba * ctx.Honba
	pao := ctx.HasPao && sc.PaoYakuman > 0
	splitRon := !ctx.Tsumo && pao && ctx.Pao != ctx.From // the liable seat and the discarder share a ron
	switch {
	case splitRon && payer == ctx.Pao:
		if r.PaoHonba == PaoHonbaDiscarder {
			return "pao", 0
		}
		return "pao", honba
	case splitRon && payer == ctx.From:
		if r.PaoHonba == PaoHonbaDiscarder {
			return "ron", honba
		}
		return "ron", 0
	case !ctx.Tsumo:
		return "ron", honba
	case pao && payer == ctx.Pao:
		return "pao", honba
	case pao:
		return "tsumo", 0
	}
	return "tsumo", honba / (Seats - 1)
}

// drawPayments says the deltas of a hand that ended with no winner: each
// seat that lost pays those that gained, in proportion to their gains
// (noten payments, 流し満貫, a chombo). Where that does not divide evenly
// (two 流し満貫 at once), each seat's gain or loss is a line of its own.
func drawPayments(d [Seats]int, why string) []engine.Payment {
	total := 0
	for _, x := range d {
		total += max(x, 0)
	}
	var lines []engine.Payment
	for p, loss := range d {
		for t, gain := range d {
			if loss >= 0 || gain <= 0 {
				continue
			}
			if -loss*gain%total != 0 {
				return seatPayments(d, why)
			}
			lines = append(lines, engine.Payment{From: engine.Seat(p), To: engine.Seat(t), Amount: -loss * gain / total, Why: why})
		}
	}
	return lines
}

// seatPayments says each seat's gain or loss as a line of its own.
func seatPayments(d [Seats]int, why string) []engine.Payment {
	var lines []engine.Payment
	for s, x := range d {
		switch {
		case x < 0:
			lines = append(lines, engine.Payment{From: engine.Seat(s), To: -1, Amount: -x, Why: why})
		case x > 0:
			lines = append(lines, engine.Payment{From: -1, To: engine.Seat(s), Amount: x, Why: why})
		}
	}
	return lines
}

// NetOf is what lines move by seat: each line's amount from its payer to
// its payee (-1: the table or nobody). A hand's lines net to its deltas.
func NetOf(lines []engine.Payment) [Seats]int {
	var net [Seats]int
	for _, p := range lines {
		if p.From >= 0 && int(p.From) < Seats {
			net[p.From] -= p.Amount
		}
		if p.To >= 0 && int(p.To) < Seats {
			net[p.To] += p.Amount
		}
	}
	return net
}

// PaymentLines implements engine.PaymentsReporter.
func (d WinData) PaymentLines() []engine.Payment { return d.Payments }

// PaymentLines implements engine.PaymentsReporter.
func (d DrawData) PaymentLines() []engine.Payment { return d.Payments }
