// English strings of the browser client. Every key here exists in ja.js too
// (a test checks it). {name} marks a value filled in by t().
export default {
  brand: "jantaku", lobby: "Lobby", games: "Finished games", switchLang: "日本語",
  connecting: "Connecting…", reconnecting: "Connection lost. Reconnecting…",
  you: "You", dummy: "Maiko (dummy)", bot: "Bot", spectator: "Watching", seat: "Seat {n}",
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
  hintDiscards: "Discards that keep you ready", hintNoWin: "no yaku", hintNone: "No hint for this hand.", hintWorth: "{n}",
  // results
  handEnd: "Hand result", win: "Win", ronBy: "Ron off {who}", tsumoWin: "Tsumo", drawGame: "Draw",
  reason_exhaustive: "Exhaustive draw", reason_exhausted: "Exhaustive draw", reason_nagashi_mangan: "Nagashi mangan",
  reason_nine_terminals: "Nine terminals", reason_four_winds: "Four winds", reason_four_riichi: "Four riichi",
  reason_four_kans: "Four kans", reason_three_ron: "Triple ron", reason_chombo: "Chombo",
  tenpai: "Ready", noten: "Not ready", uraDora: "Ura dora", han: "{n} han", fu: "{n} fu", yakuman: "Yakuman ×{n}",
  points: "{n} points", points_one: "{n} point", pointsShort: "{n}", total: "Total", player: "Player", change: "Change", score: "Score",
  limit_mangan: "Mangan", limit_haneman: "Haneman", limit_baiman: "Baiman", limit_sanbaiman: "Sanbaiman", limit_yakuman: "Yakuman",
  nextHand: "Next hand", ready: "Ready", nextIn: "Next hand in {n}s", waitingOthers: "Waiting for {who}",
  finalResult: "Final result", rank: "Rank", finalScore: "Final", uma: "Uma", finalPoints: "Points", mpTotal: "MP", mpTaker: "身請け",
  mikeuke: "身請け (redeems the maiko):", mikeukeNobody: "nobody",
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
  // seats this browser holds, leaving, watching
  yourTables: "Your tables", rejoin: "Rejoin", leave: "Leave the table", leaveSure: "Leave? A bot plays on", forget: "Forget",
  leaveWhy: "Give up your seat: a bot plays it from now on.", finishedShort: "Finished", notStarted: "Starting",
  playSeatNow: "Play seat {n} now", noticeLeft: "{who} left the table; a bot ({level}) plays the seat.",
  noticePaused: "Nobody has been here for a while: the table is paused. Rejoin to go on.", watchFrom: "Watch from",
  // the replay viewer
  hand: "Hand", jumpToHand: "Jump to hand", speed: "Speed", allHands: "All hands open", stepOf: "Step {n} / {of}",
  autoplay: "Play", pause: "Pause", first: "Start", back: "Step back", forward: "Step forward", end: "End",
  evDeal: "{round}: the tiles are dealt.", evDraw: "{who} draws.", evDrawTile: "{who} draws {tile}.",
  evDiscard: "{who} discards {tile}.", evAct: "{who}: {act} {tile}", evIndicator: "Dora indicator: {tile}.",
  evWin: "{who} wins!", evDrawGame: "The hand is drawn.", evGameEnd: "The game is over.",
  evFlowers: "{who} sets aside {tiles}.", evSitOut: "{who} sits this hand out.", evMistake: "{who} shows a mistaken win: {tiles}.",
  evDummyHand: "The maiko's hand is shown: {tiles}.",
};
