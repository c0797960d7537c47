#!/usr/bin/env node
// A tiny Riftbound engine that speaks the rulespec protocol (docs/implementing.md).
//
// It implements attaching and detaching only (Riftbound 434, 435, 717-719), on generic cards,
// and says so: it declares exactly the capabilities below, and answers `skipped` to anything
// else. Run the suite against it with:
//
//   rulespec run --adapter "stdio:node adapters/examples/node/engine.js"
//
// Node.js 20, no packages. One JSON request a line on stdin, one JSON answer a line on stdout;
// anything for people goes to stderr.
"use strict";

const readline = require("node:readline");

const INFO = {
  name: "node-attach-example",
  version: "0.1.0",
  language: "javascript",
  games: ["riftbound"],
  cards: [],
  capabilities: [
    "attach", "detach", "events", "reasons",
    "view.attachment_list", "view.equipped", "view.might", "view.tags", "view.top_most",
  ],
};

let game = null; // the state document of the last setup, moved on by each action

// --- the rules ----------------------------------------------------------------------------

class Rejected extends Error {
  constructor(reason, rule, message) {
    super(message);
    this.result = { accepted: false, reason, rule, message };
  }
}

function find(id) {
  const obj = game.objects.find((o) => o.id === id);
  if (!obj) throw new Rejected("unknown_object", "124", `no object '${id}' in this game`);
  return obj;
}

function onBoard(id, rule) {
  const obj = find(id);
  if (obj.zone !== "board") throw new Rejected("not_on_board", rule, `'${id}' is in the ${obj.zone}, not on the board`);
  return obj;
}

const isUnit = (obj) => obj.card.type === "unit";
const attachmentsOf = (id) => game.objects.filter((o) => o.attached_to === id);

function detach(card, events) {
  if (card.attached_to === undefined) return; // 435.1.a.1: nothing to do
  events.push({ type: "detach", object: card.id, from: card.attached_to, location: card.location });
  delete card.attached_to; // 435.4: it stays where it is
}

// 434.1: attach a non-unit card to a unit; one host at a time (434.1.f); again to the same
// host does nothing (434.1.g); the card takes the host's location, which is not a move (434.4).
function attach(action) {
  const card = onBoard(action.object, "434.1");
  const host = onBoard(action.to, "434.1");
  if (card.id === host.id) throw new Rejected("illegal_target", "434.1", `'${card.id}' cannot be attached to itself`);
  if (isUnit(card)) throw new Rejected("illegal_target", "434.1", `'${card.id}' is a unit: units cannot be attached`);
  if (!isUnit(host)) throw new Rejected("illegal_target", "434.1", `'${host.id}' is not a unit`);
  const events = [];
  if (card.attached_to === host.id) return events;
  detach(card, events);
  const from = card.location;
  card.attached_to = host.id;
  card.location = host.location;
  events.push({ type: "attach", object: card.id, to: host.id, location: host.location });
  if (from !== host.location) events.push({ type: "relocate", object: card.id, from, to: host.location });
  return events;
}

function perform(action) {
  if (!game.players.some((p) => p.id === action.player)) {
    throw new Rejected("unknown_object", "103", `no player '${action.player}'`);
  }
  if (action.type === "attach") return attach(action);
  const events = [];
  detach(onBoard(action.object, "435.1"), events);
  return events;
}

// The view of a snapshot: type and tags are the printed ones; Might is printed Might plus the Might Bonus of each attached card
// (434.1.d) plus one per buff counter; a host is the Top-Most Card while something is attached
// (717), and equipped while an Equipment is (818.3).
function view(obj) {
  const attached = obj.zone === "board" ? attachmentsOf(obj.id) : [];
  let might = null;
  if (typeof obj.card.might === "number") {
    might = obj.card.might + ((obj.counters || {}).buff || 0);
    for (const a of attached) might += a.card.might_bonus || 0;
  }
  return {
    type: obj.card.type,
    tags: obj.card.tags || [],
    might,
    attachments: attached.map((a) => a.id),
    top_most: attached.length > 0,
    equipped: attached.some((a) => (a.card.tags || []).includes("Equipment")),
  };
}

// --- the protocol -------------------------------------------------------------------------

function setup(state) {
  if (state.game !== "riftbound") return { skipped: { message: `only Riftbound, not ${state.game}` } };
  const real = state.objects.findIndex((o) => "set" in o.card);
  if (real >= 0) return { skipped: { message: `no real cards here (${state.objects[real].card.name})` } };
  const ids = new Set(state.objects.map((o) => o.id));
  const problems = [];
  state.objects.forEach((o, i) => {
    if (o.attached_to !== undefined && !ids.has(o.attached_to)) {
      problems.push({ pointer: `/objects/${i}/attached_to`, message: `'${o.attached_to}' names no object` });
    }
  });
  if (problems.length) return { refused: { problems } };
  game = JSON.parse(JSON.stringify(state));
  return { ok: true };
}

function answer(request) {
  switch (request.cmd) {
    case "start":
      if (request.version !== 1) return { errored: { message: `protocol version ${request.version}? I speak 1` } };
      return INFO;
    case "setup":
      return setup(request.state);
    case "perform": {
      const type = request.action.type;
      if (type !== "attach" && type !== "detach") return { skipped: { message: `action '${type}' is not implemented` } };
      if (game === null) return { errored: { message: "no game: send setup first" } };
      try {
        return { result: { accepted: true, events: perform(request.action) } };
      } catch (e) {
        if (e instanceof Rejected) return { result: e.result };
        throw e;
      }
    }
    case "snapshot":
      if (game === null) return { errored: { message: "no game: send setup first" } };
      return { state: { ...game, objects: game.objects.map((o) => ({ ...o, view: view(o) })) } };
    case "stop":
      return { ok: true };
    default:
      return { errored: { message: `unknown command '${request.cmd}'` } };
  }
}

function reply(message, then) {
  process.stdout.write(JSON.stringify(message) + "\n", then);
}

const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
input.on("line", (line) => {
  if (!line.trim()) return;
  let request;
  try {
    request = JSON.parse(line);
  } catch (e) {
    reply({ seq: null, errored: { message: `the request is not JSON: ${e.message}` } });
    return;
  }
  let body;
  try {
    body = answer(request);
  } catch (e) {
    // Never die of a request: say what went wrong, with the stack for the author.
    body = { errored: { message: String(e), context: e.stack } };
  }
  if (request.cmd === "stop") {
    input.close();
    reply({ seq: request.seq, ...body }, () => process.exit(0));
  } else {
    reply({ seq: request.seq, ...body });
  }
});
