// English strings of the browser client. Every key here exists in ja.js too
// (a test checks it). {name} marks a value filled in by t().
export default {
  brand: "jantaku", lobby: "Lobby", games: "Finished games", switchLang: "日本語",
  connecting: "Connecting…", reconnecting: "Connection lost. Reconnecting…",
  you: "You", dummy: "Maiko (dummy)", dummyName: "Maiko", dummyTag: "dummy", bot: "Bot", spectator: "Watching", seat: "Seat {n}",
  dummyCheck: "Maiko's hand", dummyWon: "Maiko wins", waitsOn: "waits on",
  yourName: "Your name", nameHint: "Shown to everyone at the table.", takeSeat: "Take the seat", namePlaceholder: "Player",
  wall: "Wall", dora: "Dora", honba: "{n} honba", sticks: "{n} sticks", left: "{n} left",
  fee: "Table fee {n}", deposit: "Deposit {n}", target: "Target {n}", mp: "MP {n}",
  yourTurn: "Your turn", waitingFor: "Waiting for {who}", thinking: "thinking", seconds: "{n}s",
  mute: "Mute", unmute: "Unmute", hints: "Hints", log: "Log", gameOver: "Game over",
  // winds and round labels
  wind1: "East", wind2: "South", wind3: "West", wind4: "North", windShort1: "E", windShort2: "S", windShort3: "W", windShort4: "N",
  dealerMark: "Dealer", roundHand: "{wind} {n}", roundOnly: "Hand {n}", roundDeal: "Deal {n} of {of}",
  // actions: the words players use
  discard: "Discard", tsumo: "Tsumo", ron: "Ron", chi: "Chi", pon: "Pon", minkan: "Kan", ankan: "Kan", kakan: "Kan",
  riichi: "Riichi", pass: "Skip", kai: "Kai", draw: "Draw 3", waive: "No draw", flower: "Flower", swap: "Swap 飛",
  abort: "Nine terminals", stop: "End here", openRiichi: "Open riichi", nominated: "Nominated riichi",
  wareme_self: "Pay it myself", wareme_others: "Share it", mistaken: "(mistaken)", cancel: "Cancel",
  pickChi: "Which chi?", pickRiichi: "Riichi: pick the tile to discard", tapToDiscard: "Tap a tile to discard it",
  callout_ron: "RON", callout_tsumo: "TSUMO", callout_riichi: "RIICHI", callout_chi: "CHI", callout_pon: "PON",
  callout_kan: "KAN", callout_kai: "KAI", callout_flower: "FLOWER", callout_draw: "DRAW",
  // hints
  hintShanten: "{n} away from ready", hintReady: "Ready", hintComplete: "Complete hand", hintFar: "2 or more away",
  hintWaits: "Waits", hintUnseen: "{n} unseen", hintFuriten: "Furiten: you cannot ron on these waits",
  hintDiscards: "Discards that keep you ready",
  hintSetsShort: "A win needs a pair and 3 sets: {n} more to make (show a set and draw 3, or call)",
  hintShapeWaits: "Waits of the shape (no win yet)", hintShapeDiscards: "Discards that keep the shape ready", hintNoWin: "no yaku", hintNone: "No hint for this hand.", hintWorth: "{n} pts",
  // results
  handEnd: "Hand result", win: "Win", ronBy: "Ron off {who}", tsumoWin: "Tsumo", drawGame: "Draw",
  reason_exhaustive: "Exhaustive draw", reason_exhausted: "Exhaustive draw", reason_nagashi_mangan: "Nagashi mangan",
  reason_nine_terminals: "Nine terminals", reason_four_winds: "Four winds", reason_four_riichi: "Four riichi",
  reason_four_kans: "Four kans", reason_three_ron: "Triple ron", reason_chombo: "Chombo",
  tenpai: "Ready", noten: "Not ready", uraDora: "Ura dora", han: "{n} han", fu: "{n} fu", yakuman: "Yakuman ×{n}",
  points: "{n} points", points_one: "{n} point", pointsShort: "{n}", total: "Total", player: "Player", change: "Change", score: "Score",
  limit_mangan: "Mangan", limit_haneman: "Haneman", limit_baiman: "Baiman", limit_sanbaiman: "Sanbaiman", limit_yakuman: "Yakuman",
  nextHand: "Next hand", ready: "Ready", nextIn: "Next hand in {n}s", waitingOthers: "Waiting for {who}",
  finalResult: "Final result", rank: "Rank", finalScore: "Final", uma: "Uma", finalPoints: "Points", mpTotal: "MP", mpTaker: "身請け", mikeukeNow: "Would redeem the maiko (身請け) if the game ended now: the most MP, not busted",
  mikeuke: "身請け (redeems the maiko):", mikeukeNobody: "nobody", mikeukeBusted: "{who} had more MP but busted (below zero), so may not redeem her",
  // who paid whom what and why
  payments: "Payments", payPays: "{from} pays {to} {amount}", payGains: "{to} +{amount}", payLoses: "{from} −{amount}",
  pay_ron: "for the ron", pay_tsumo: "their share of the tsumo", pay_limit_ron: "a limit hand by ron pays {base}, never reduced",
  pay_limit_tsumo: "a limit hand by tsumo pays {base} each, never reduced",
  payCut: "{base} less {own} for {from}'s own yaku on the table (flowers, 飛, value sets; never below 0)",
  payOwnLow: "{from}'s own yaku on the table ({own}) are under 5: nothing off",
  pay_added: "the hand's points, added: in P式 nobody pays for a win", pay_deposits: "the riichi deposits",
  pay_pon: "{count} pon, 1 each at the settlement", pay_noten: "noten penalty", pay_nagashi: "nagashi bonus",
  pay_ankan: "for the closed kan", pay_minkan: "for the open kan on their discard", pay_kakan: "for the added kan",
  backToLobby: "Back to the lobby", close: "Close", ok: "OK",
  // errors
  err_not_your_turn: "It is not your turn.", err_illegal: "That move is not allowed now.", err_game_over: "The game is over.",
  err_between_hands: "The next hand has not started yet.", err_spectator: "Spectators cannot play.",
  err_rate_limited: "Too many messages; slow down.", err_bad_message: "The server did not understand that.",
  err_server: "The server had a problem.", err_bad_name: "Names are 1 to 24 characters.",
  // variants
  variant_riichi: "Riichi mahjong", variant_maiko: "Maiko mahjong", variant_momojan: "MOMOJAN",
  variant_suzume: "Suzume-jong", variant_trump: "Playing-card mahjong (P式)", variant_malaysia: "Malaysian 3-player",
  // lobby and replay
  create: "Create a table", variant: "Variant", players: "Players", tableName: "Table name", think: "Think time (seconds, 0 = none)",
  seats: "Seats", human: "Person", options: "Table options", createBtn: "Create table",
  invites: "Seat links: send each person their link. Anyone with a link plays that seat.", play: "Play", spectate: "Watch",
  running: "Tables in play", finished: "Finished games", none: "None yet.", replay: "Replay", download: "Record",
  tenhou: "tenhou.net/6", step: "Step", viewAs: "View as",
  // fairness
  fairness: "Fair shuffle", commitment: "Hand {n}", sealed: "sealed", verified: "verified", unverified: "does not match",
  unfair: "not fair: chosen seed", unfairWhy: "Its creator chose the seed, so may know every wall.",
};
