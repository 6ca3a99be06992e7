package tenhou

import (
	"fmt"

	"jantaku/engine"
	"jantaku/variant/riichi"
)

// A log may start at any hand of a game (most shared logs are one later
// hand): its first round's head says where, as tenhou writes it, kyoku
// (wind*4 + dealer), counters, deposits and the scores before the hand.
// The import begins the scripted game there (riichi.Start on the first
// hand's script), after checking that a game under the import's rules
// can reach that hand at all; a start no game reaches would otherwise
// replay one hand from a table that never was and say "ok".

// StartError says a log's first round cannot be a hand of a game under
// the import's rules.
type StartError struct {
	Kyoku, Honba, Sticks int
	Scores               [4]int
	Msg                  string
}

func (e *StartError) Error() string {
	return fmt.Sprintf("tenhou: the log starts at %s (kyoku %d, %d honba, %d sticks, scores %v): %s",
		kyokuName(e.Kyoku), e.Kyoku, e.Honba, e.Sticks, e.Scores, e.Msg)
}

var windNames = [4]string{"East", "South", "West", "North"}

// kyokuName names a kyoku as "South 3".
func kyokuName(k int) string {
	if k < 0 || k >= 16 {
		return fmt.Sprintf("kyoku %d", k)
	}
	return fmt.Sprintf("%s %d", windNames[k/4], k%4+1)
}

// startOf reads where the game of a log begins: nil for a game's first
// hand as the rules deal it (East 1, no counters, everyone at the start
// points), else the riichi.Start of round r. opts are the import's.
func startOf(r Round, opts engine.Options) (*riichi.Start, error) {
	resolved, err := engine.ResolveOptions(Scripted{}.Options(), opts)
	if err != nil {
		return nil, err
	}
	rules, err := riichi.RulesFrom(resolved)
	if err != nil {
		return nil, err
	}
	fail := func(format string, args ...any) (*riichi.Start, error) {
		return nil, &StartError{Kyoku: r.Kyoku, Honba: r.Honba, Sticks: r.Sticks, Scores: r.Scores, Msg: fmt.Sprintf(format, args...)}
	}
	if msg := startProblem(r, rules); msg != "" {
		return fail("%s", msg)
	}
	st := riichi.Start{Wind: r.Kyoku / 4, Dealer: r.Kyoku % 4, Honba: r.Honba, Sticks: r.Sticks, Scores: r.Scores}
	if st == (riichi.Start{Scores: [4]int{rules.StartPoints, rules.StartPoints, rules.StartPoints, rules.StartPoints}}) {
		return nil, nil
	}
	return &st, nil
}

// startProblem says why no game under rules reaches the hand r begins
// with, or "".
func startProblem(r Round, rules riichi.Rules) string {
	last := rules.Winds - 1 // the last wind round a game may reach
	if rules.SuddenDeath {
		last++
	}
	sum, reached, below := r.Sticks*rules.RiichiStick, false, false
	for _, s := range r.Scores {
		sum += s
		reached = reached || s >= rules.ReturnPoints
		below = below || s < 0
	}
	switch {
	case r.Kyoku < 0 || r.Honba < 0 || r.Sticks < 0:
		return "kyoku, counters and deposits must not be negative"
	case r.Kyoku/4 > last:
		return fmt.Sprintf("a game of %d wind round(s) (winds=%d, sudden_death=%t) never reaches that wind",
			rules.Winds, rules.Winds, rules.SuddenDeath)
	case r.Kyoku/4 == rules.Winds && reached:
		return fmt.Sprintf("the extra wind round (sudden death) goes on only while nobody has %d (return_points)", rules.ReturnPoints)
	case rules.Bust && below:
		return "a score below zero ends the game (bust)"
	case sum != riichi.Seats*rules.StartPoints:
		return fmt.Sprintf("the scores and %d deposit(s) add up to %d, not the %d of four players at %d (start_points)",
			r.Sticks, sum, riichi.Seats*rules.StartPoints, rules.StartPoints)
	}
	return ""
}
