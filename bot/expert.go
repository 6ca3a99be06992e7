package bot

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"jantaku/engine"
)

// Expert is the strongest level: every discard, call and riichi is
// weighed by its expected value. The value of the seat's own hand comes
// from a look-ahead over its draws (evSearch) with each complete hand
// scored by the variant's rules (yaku, dora, reds, ura, riichi or not);
// the risk of each discard from a reading of every other seat (how likely
// it is ready, on which kinds, for how much); and near the end of the
// game points become places (placement). Decisions the search does not
// cover (a hand three or more from ready, flowers, kans, draw rights)
// are the strong level's, with the same danger reading for defence.
// What differs between variants comes through the Adapter.
type Expert struct {
	*Player
	// mu makes Choose safe for concurrent use: one decision at a time
	// uses the scratch state below.
	mu    sync.Mutex
	sp    *space
	rules handRules
	w     *winValuer // riichi tiles: the riichi scorer
	sv    *scoreValuer
	e     evSearch
	rd    tableReader
	place placement
	opps  []opponent
	// dealP[i] is the chance a discard of kind i deals in, dealL[i] its
	// expected cost (chance times utility lost).
	dealP, dealL [maxKinds]float64
	unseen       [maxKinds]int8
	unseenTotal  float64
	turns        int
	threat       float64 // the chance some other seat is ready
	cfg          expertConfig
	// By draws left (evSearch): hazard, risk, loss and folding value.
	hz, rk, ls, foldV []float64
	hzR, rkR, lsR     []float64 // the same after the seat's riichi
	note              turnNote  // the last turn's reckoning, for tests
}

// turnNote is what the expert expected of its last turn.
type turnNote struct {
	value            float64
	riichi, dama     float64 // a ready hand's two values
	waive, draw      float64 // a draw right's two values
	dist             int
	searched, folded bool
}

// expertConfig holds the expert's tuned constants (docs/bots.md gives the
// arena runs behind them); the ablations switch parts off.
type expertConfig struct {
	maxShanten int // the search covers hands this near
	nodes      int // and expands at most this many hands a decision
	// ronRiichi is the chance per go-round that a riichi hand rons, per
	// unseen share of its wait; ronDama the same for a hand that did not
	// declare; drawShare is the chance of its own draw (not every unseen
	// tile is in the wall: the others keep what they need). All three
	// measured in the variant's games (Adapter.Pace, riichi's by default).
	ronRiichi  float64
	ronDama    float64
	drawShare  float64
	winHazard  float64 // chance per go-round that a ready opponent wins
	readyGain  float64 // the points a ready hand gains at an exhaustive draw
	notenLoss  float64 // and a hand not ready pays
	lossRiichi float64 // han of a riichi opponent's win, beyond visible dora
	lossOpen   float64 // of an open hand
	lossDama   float64 // of a closed hand that did not declare
	// foldRenew is the chance that a later step of folding still has to
	// take the next tile of the hand's current order: new safe tiles come
	// every go-round (the threat's own discards, whatever passes it).
	foldRenew float64
	// farValue is what a hand just beyond the search's reach is worth at
	// the start of a hand, in points; dangerPerTile is how many points of
	// expected deal-in cost weigh as one tile of acceptance there.
	farValue, dangerPerTile float64
	// callRate is how likely a discard an open hand can call is taken,
	// against drawing it: the search's calls (evSearch.calls).
	callRate float64
	// pressure is how much of the others' catching up goes on once the
	// seat has declared riichi (Pace.Pressure): in riichi most fold (in
	// the expert's games the others won a third as often while a seat was
	// in riichi as while it was ready without declaring); in trump and the
	// Malaysian game no one does.
	pressure float64
	// backtrack is how much further from ready a discard may leave the
	// hand than the nearest (0 or 1), and backFactor how many times more
	// such a discard must be worth.
	backtrack  int
	backFactor float64
	// openBack is backtrack for a hand already open (-1: the same; 0
	// with Adapter.OpenForSpeed).
	openBack int
	// silent scales the ready chance read for a seat that has not
	// declared riichi (its open sets and river); 0 reads only riichi
	// (Adapter.ReadRiichiOnly).
	silent float64
	// openThreat, when above 0, reads a seat with this many open sets as
	// ready at its full chance, whatever silent says (Adapter.ReadOpenAt).
	openThreat int
	// callMargin is how much more than passing a call must be worth:
	// the search does not see what an open hand gives up (riichi's
	// pressure, a wait that can still change, tiles to fold with).
	callMargin float64
	// openMargin is callMargin for a hand already open, valueMargin for
	// a value-honour pon that opens one (Adapter.CallMargin for both, 0
	// with Adapter.OpenForSpeed).
	openMargin, valueMargin float64
	// farCalls lets a hand beyond the search call as strong does; without
	// it such a hand calls only a value-honour pon (Adapter.FarCallsValueOnly).
	farCalls bool
	// searchShort lets the search value a hand with fewer sets than a win
	// needs (Adapter.MinSets), where every win it can see is worth
	// nothing; without it such a hand plays as strong does. searchCalls
	// lets the search value calls that bring draws (Adapter.CallDraws),
	// which it does not model; without it those calls are strong's.
	searchShort, searchCalls bool
	// valueRights weighs a draw right by the search (drawRight); without
	// it the right is strong's.
	valueRights bool
	// noFuriten lets a ready hand ron a kind in its own river
	// (Adapter.NoFuriten); payers passes the others' confirmed yaku to
	// the pricing (Adapter.PayerYaku).
	noFuriten, payers bool
	// kans weighs each kan by its payment (Adapter.KanGain); without it
	// kans are strong's.
	kans bool
	// nuki leaves the kind every level sets aside (Adapter.Nuki) out of
	// the draws.
	nuki bool
	// pace is how fast the others get ready (Adapter.Pace).
	pace        Pace
	noDefence   bool
	noPlacement bool
	noValue     bool    // every win is worth the same (ablation)
	concave     float64 // a riichi win's points to this power (winValuer.concave)
	// pushAdj, by the distance of the hand played on, is added (times the
	// threat) to its value when weighed against folding: the search's
	// values of a hand played on against a threat are off by distance
	// (TestSearchCalibration, docs/bots.md).
	pushAdj      [3]float64
	alwaysRiichi bool // riichi whenever legal (Adapter.RiichiAlways)
	// foldKeep folds with the tile that keeps the most of the hand among
	// those within foldSlack points of the safest; without it, the first
	// safest kind.
	foldKeep  bool
	foldSlack float64
	// farShape shapes a riichi hand beyond the search toward the hands it
	// can open, as majiang-ai does (farshape.go); shapeCalls calls from
	// such a hand as majiang-ai does too.
	farShape, shapeCalls bool
	// damaHan, above 0, keeps silent (with alwaysRiichi) a ready closed
	// hand that wins at least this many han without riichi by ron on every
	// live tile of its wait. Off: kept silent from 4 han, the riichi
	// expert scored less against majiang-ai (docs/bots.md).
	damaHan int
}

func defaultExpertConfig() expertConfig {
	c := expertConfig{maxShanten: 2, nodes: 40000,
		readyGain: 1500, notenLoss: 1000, lossRiichi: 3.2, lossOpen: 2.2, lossDama: 2.8,
		foldRenew: 0.7, farValue: 700, dangerPerTile: 150, callRate: 0.6, backtrack: 1, backFactor: 1, openBack: -1, silent: 1, farCalls: true, valueRights: true,
		foldKeep: true}
	c.setPace(riichiPace)
	return c
}

// setPace takes a variant's pace: the others' speed and the rates of the
// seat's own waits.
func (c *expertConfig) setPace(p Pace) {
	c.pace, c.winHazard = p, p.Win
	c.ronRiichi, c.ronDama, c.drawShare, c.pressure = p.RonRiichi, p.RonDama, p.DrawShare, p.Pressure
}

// NewExpert returns the expert for a variant.
func NewExpert(variant string, seed uint64) *Expert {
	p := NewPlayer(variant, seed, true)
	x := &Expert{Player: p, sp: newSpace(p.a.Set), cfg: defaultExpertConfig()}
	if p.a.SearchDepth > 0 {
		x.cfg.maxShanten = p.a.SearchDepth
	}
	if p.a.SearchNodes > 0 {
		x.cfg.nodes = p.a.SearchNodes
	}
	x.cfg.alwaysRiichi = p.a.RiichiAlways
	x.cfg.noFuriten, x.cfg.payers, x.cfg.kans = p.a.NoFuriten, p.a.PayerYaku != nil, p.a.KanGain != nil
	x.cfg.nuki = p.a.Nuki != 0
	if p.a.Pace != nil {
		x.cfg.setPace(*p.a.Pace)
	}
	if p.a.ReadRiichiOnly {
		x.cfg.silent, x.cfg.openThreat = 0, p.a.ReadOpenAt
	}
	x.cfg.callMargin, x.cfg.farCalls = p.a.CallMargin, !p.a.FarCallsValueOnly
	x.cfg.openMargin, x.cfg.valueMargin = p.a.CallMargin, p.a.CallMargin
	x.cfg.farShape, x.cfg.shapeCalls = p.a.FarShape, p.a.FarShape
	if p.a.OpenForSpeed {
		x.cfg.openMargin, x.cfg.valueMargin, x.cfg.openBack = 0, 0, 0
	}
	x.cfg.pushAdj = p.a.PushByDistance
	if p.a.LossRiichi > 0 {
		x.cfg.lossRiichi = p.a.LossRiichi
	}
	// The point figures are riichi's; other games count in their own.
	scale := 1.0
	if p.a.TypicalWin > 0 {
		scale = p.a.TypicalWin / riichiTypicalWin
	}
	x.cfg.farValue *= scale
	x.cfg.dangerPerTile *= scale
	x.cfg.callMargin *= scale
	x.cfg.openMargin *= scale
	x.cfg.valueMargin *= scale
	for i := range x.cfg.pushAdj {
		x.cfg.pushAdj[i] *= scale
	}
	if p.a.EastSouth {
		x.cfg.readyGain *= scale
		x.cfg.notenLoss *= scale
	} else {
		x.cfg.readyGain, x.cfg.notenLoss, x.cfg.noPlacement = 0, 0, true
	}
	if !p.a.Riichi34 {
		// Only riichi's exact tables price a hand a step further back
		// fairly; with the generic distance going back lost in every
		// variant's arena (docs/bots.md).
		x.cfg.backtrack = 0
	}
	if p.a.Riichi34 {
		x.w = newWinValuer()
		x.rules = riichiRules{x.w}
	} else {
		x.sv = newScoreValuer(p.a, x.sp, p.e)
		x.rules = x.sv
	}
	return x
}

// riichiTypicalWin is what an average riichi win costs its discarder,
// the scale of the expert's point figures.
const riichiTypicalWin = 5000

// expertParams are the settings a level name may change after a colon,
// joined by "+" ("expert:nodefence+fold=0.5"): the ablations of
// docs/bots.md, and the constants the arena runs tuned.
var expertParams = map[string]func(c *expertConfig, x float64){
	"nodefence":    func(c *expertConfig, _ float64) { c.noDefence = true },
	"noplacement":  func(c *expertConfig, _ float64) { c.noPlacement = true },
	"novalue":      func(c *expertConfig, _ float64) { c.noValue = true },
	"concave":      func(c *expertConfig, x float64) { c.concave = x },
	"push0":        func(c *expertConfig, x float64) { c.pushAdj[0] = x },
	"push1":        func(c *expertConfig, x float64) { c.pushAdj[1] = x },
	"push2":        func(c *expertConfig, x float64) { c.pushAdj[2] = x },
	"alwaysriichi": func(c *expertConfig, _ float64) { c.alwaysRiichi = true },
	"damahan":      func(c *expertConfig, x float64) { c.damaHan = int(x) },
	"foldkeep":     func(c *expertConfig, x float64) { c.foldKeep = x != 0 },
	"farshape":     func(c *expertConfig, x float64) { c.farShape = x != 0 },
	"shapecalls":   func(c *expertConfig, x float64) { c.shapeCalls = x != 0 },
	"foldslack":    func(c *expertConfig, x float64) { c.foldSlack = x },
	"dama":         func(c *expertConfig, _ float64) { c.alwaysRiichi = false },
	"nosearch":     func(c *expertConfig, _ float64) { c.maxShanten = -1 },
	"depth":        func(c *expertConfig, x float64) { c.maxShanten = int(x) },
	"nodes":        func(c *expertConfig, x float64) { c.nodes = int(x) },
	"ronriichi":    func(c *expertConfig, x float64) { c.ronRiichi = x },
	"rondama":      func(c *expertConfig, x float64) { c.ronDama = x },
	"drawshare":    func(c *expertConfig, x float64) { c.drawShare = x },
	"hazard":       func(c *expertConfig, x float64) { c.winHazard = x },
	"fold":         func(c *expertConfig, x float64) { c.foldRenew = x },
	"far":          func(c *expertConfig, x float64) { c.farValue = x },
	"dangertile":   func(c *expertConfig, x float64) { c.dangerPerTile = x },
	"lossriichi":   func(c *expertConfig, x float64) { c.lossRiichi = x },
	"lossopen":     func(c *expertConfig, x float64) { c.lossOpen = x },
	"lossdama":     func(c *expertConfig, x float64) { c.lossDama = x },
	"calls":        func(c *expertConfig, x float64) { c.callRate = x },
	"pressure":     func(c *expertConfig, x float64) { c.pressure = x },
	"backtrack":    func(c *expertConfig, x float64) { c.backtrack = int(x) },
	"backfactor":   func(c *expertConfig, x float64) { c.backFactor = x },
	"openback":     func(c *expertConfig, x float64) { c.openBack = int(x) },
	"silent":       func(c *expertConfig, x float64) { c.silent = x },
	"openthreat":   func(c *expertConfig, x float64) { c.openThreat = int(x) },
	"callmargin":   func(c *expertConfig, x float64) { c.callMargin, c.openMargin, c.valueMargin = x, x, x },
	"openmargin":   func(c *expertConfig, x float64) { c.openMargin = x },
	"valuemargin":  func(c *expertConfig, x float64) { c.valueMargin = x },
	"farcalls":     func(c *expertConfig, x float64) { c.farCalls = x != 0 },
	"readygain":    func(c *expertConfig, x float64) { c.readyGain = x },
	"notenloss":    func(c *expertConfig, x float64) { c.notenLoss = x },
	"searchshort":  func(c *expertConfig, x float64) { c.searchShort = x != 0 },
	"searchcalls":  func(c *expertConfig, x float64) { c.searchCalls = x != 0 },
	"rights":       func(c *expertConfig, x float64) { c.valueRights = x != 0 },
	"riichipace":   func(c *expertConfig, _ float64) { c.setPace(riichiPace) },
	"furiten":      func(c *expertConfig, x float64) { c.noFuriten = x == 0 },
	"payers":       func(c *expertConfig, x float64) { c.payers = x != 0 },
	"kans":         func(c *expertConfig, x float64) { c.kans = x != 0 },
	"nuki":         func(c *expertConfig, x float64) { c.nuki = x != 0 },
}

// newExpertLevel reads a level name "expert" or "expert:setting+...".
func newExpertLevel(level, variant string, seed uint64) (*Expert, error) {
	x := NewExpert(variant, seed)
	_, spec, _ := strings.Cut(level, ":")
	for _, item := range strings.Split(spec, "+") {
		if item == "" {
			continue
		}
		name, val, hasVal := strings.Cut(item, "=")
		set, ok := expertParams[name]
		if !ok {
			return nil, fmt.Errorf("expert: unknown setting %q", name)
		}
		f := 0.0
		if hasVal {
			var err error
			if f, err = strconv.ParseFloat(val, 64); err != nil {
				return nil, fmt.Errorf("expert: setting %q: %w", item, err)
			}
		}
		set(&x.cfg, f)
	}
	return x, nil
}

// Choose implements Bot. It is safe for concurrent use; concurrent calls
// wait for each other.
func (x *Expert) Choose(v engine.View, legal []engine.Action) engine.Action {
	x.mu.Lock()
	defer x.mu.Unlock()
	m, a, ok := x.obvious(v, legal)
	if ok {
		return a
	}
	turn := indexOf(legal, engine.Discard) >= 0 || indexOf(legal, engine.Riichi) >= 0
	calls := indexOf(legal, engine.Chi) >= 0 || indexOf(legal, engine.Pon) >= 0 || indexOf(legal, engine.Minkan) >= 0
	if !turn && !calls {
		if a, ok := x.drawRight(m, legal); ok {
			return a
		}
		return x.other(m, legal)
	}
	x.prepare(m)
	if turn {
		return x.turn(m, legal)
	}
	if a, ok := x.call(m, legal); ok {
		return a
	}
	return x.other(m, legal)
}
