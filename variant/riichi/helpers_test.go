package riichi

import (
	"fmt"
	"strconv"
	"strings"
)

func itoa(n int) string       { return strconv.Itoa(n) }
func join(ss []string) string { return "[" + strings.Join(ss, " ") + "]" }
func fmtInts(ns []int) string { return fmt.Sprint(ns) }
