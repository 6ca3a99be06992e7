package mjai

// Msg is one mjai message. Which fields are set depends on Type; the
// numbers that may be zero are pointers so that they are written when set.
type Msg struct {
	Type      string     `json:"type"`
	Actor     *int       `json:"actor,omitempty"`
	Target    *int       `json:"target,omitempty"`
	Pai       string     `json:"pai,omitempty"`
	Consumed  []string   `json:"consumed,omitempty"`
	Tsumogiri *bool      `json:"tsumogiri,omitempty"`
	ID        *int       `json:"id,omitempty"` // start_game: the client's seat
	Names     []string   `json:"names,omitempty"`
	Bakaze    string     `json:"bakaze,omitempty"`
	Kyoku     int        `json:"kyoku,omitempty"`
	Honba     *int       `json:"honba,omitempty"`
	Kyotaku   *int       `json:"kyotaku,omitempty"`
	Oya       *int       `json:"oya,omitempty"`
	Dora      string     `json:"dora_marker,omitempty"`
	Tehais    [][]string `json:"tehais,omitempty"`
	Scores    []int      `json:"scores,omitempty"`
	Deltas    []int      `json:"deltas,omitempty"`
	Reason    string     `json:"reason,omitempty"`
}

func ip(n int) *int   { return &n }
func bp(b bool) *bool { return &b }
func val(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}
