package engine

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Option documents one table option of a variant.
type Option struct {
	Key     string   `json:"key"`
	Default string   `json:"default"`
	Doc     string   `json:"doc"`
	Choices []string `json:"choices,omitempty"` // allowed values; empty means see Kind
	Kind    OptKind  `json:"kind"`
	// Min and Max bound an OptInt option's value, both included; every
	// integer option has them, so no value can overflow the arithmetic.
	Min int `json:"min,omitempty"`
	Max int `json:"max,omitempty"`
}

// OptKind is the type of an option's value.
type OptKind string

// The option value types.
const (
	OptBool   OptKind = "bool"
	OptInt    OptKind = "int"
	OptChoice OptKind = "choice"
)

// Options maps option keys to values, as strings, the way they are written
// on the command line and stored in records.
type Options map[string]string

// ResolveOptions checks given against the variant's options and fills in
// every default, so a record names every rule it was played under.
func ResolveOptions(specs []Option, given Options) (Options, error) {
	out := make(Options, len(specs))
	for _, s := range specs {
		out[s.Key] = s.Default
	}
	keys := make([]string, 0, len(given))
	for k := range given {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := given[k]
		i := slices.IndexFunc(specs, func(s Option) bool { return s.Key == k })
		if i < 0 {
			return nil, fmt.Errorf("unknown option %q (known: %s)", k, optionKeys(specs))
		}
		if err := specs[i].check(v); err != nil {
			return nil, err
		}
		out[k] = v
	}
	return out, nil
}

func optionKeys(specs []Option) string {
	ks := make([]string, len(specs))
	for i, s := range specs {
		ks[i] = s.Key
	}
	return strings.Join(ks, ", ")
}

func (s Option) check(v string) error {
	switch s.Kind {
	case OptBool:
		if _, err := strconv.ParseBool(v); err != nil {
			return fmt.Errorf("option %s: %q is not true or false", s.Key, v)
		}
	case OptInt:
		n, err := strconv.Atoi(v)
		if err != nil {
			return fmt.Errorf("option %s: %q is not a whole number", s.Key, v)
		}
		if n < s.Min || n > s.Max {
			return fmt.Errorf("option %s: %d is not from %d to %d", s.Key, n, s.Min, s.Max)
		}
	case OptChoice:
		if !slices.Contains(s.Choices, v) {
			return fmt.Errorf("option %s: %q is not one of %s", s.Key, v, strings.Join(s.Choices, ", "))
		}
	}
	return nil
}

// Bool returns a resolved boolean option.
func (o Options) Bool(key string) bool {
	b, _ := strconv.ParseBool(o[key])
	return b
}

// Int returns a resolved integer option.
func (o Options) Int(key string) int {
	n, _ := strconv.Atoi(o[key])
	return n
}

// String returns a resolved option's value.
func (o Options) String(key string) string { return o[key] }

// ParseOptionArgs reads "key=value" words, as the command line gives them.
func ParseOptionArgs(args []string) (Options, error) {
	out := Options{}
	for _, a := range args {
		k, v, ok := strings.Cut(a, "=")
		if !ok || k == "" {
			return nil, fmt.Errorf("option %q is not key=value", a)
		}
		out[k] = v
	}
	return out, nil
}
