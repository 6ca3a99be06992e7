// Package momojan plays MOMOJAN (桃雀), the two-player "calling" mahjong
// of 54 fruit and animal cards: 7-card hands, 開 (kai) exposure of finished
// sets with a right to draw three cards, peach as a wild suit, cross-suit
// number triplets, and sun/moon triplets that a 1 may close.
//
// The rule text is 「MOMOJAN(桃雀、モモジャン) 麻雀経験者はこれを読め!ルール
// (作者公認)」 (テーブルゲームズ/FoUNtain's game, its differences from
// mahjong, published online beside the full rules); docs/rules/momojan.md
// lists every rule, how this package reads it and the test that shows it.
package momojan
