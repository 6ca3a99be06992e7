package server

import (
	"sync"
	"time"
)

// addressRate limits how often each client address may do something: a
// token bucket of burst tokens, one more every every, kept as the time
// its bucket will be full again (the generic cell rate algorithm). It
// remembers at most max addresses: when that many are busy it forgets
// those whose buckets have filled again, and while it still holds max it
// refuses a new address.
type addressRate struct {
	mu    sync.Mutex
	every time.Duration
	burst int
	max   int
	full  map[string]time.Time // by address: when its bucket is full again
}

// maxRateAddresses bounds the addresses a limiter remembers.
const maxRateAddresses = 4096

func newAddressRate(perMinute int) *addressRate {
	return &addressRate{every: time.Minute / time.Duration(perMinute), burst: perMinute, max: maxRateAddresses, full: map[string]time.Time{}}
}

// allow takes a token from addr's bucket at now, or reports that it has
// none.
func (l *addressRate) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	at, known := l.full[addr]
	if !known && len(l.full) >= l.max {
		for a, t := range l.full {
			if !t.After(now) {
				delete(l.full, a)
			}
		}
		if len(l.full) >= l.max {
			return false
		}
	}
	if at.Before(now) {
		at = now
	}
	if at.Sub(now) > time.Duration(l.burst-1)*l.every {
		return false
	}
	l.full[addr] = at.Add(l.every)
	return true
}
