/* Filter the rulings of this page by ID, card name or tag: over the data-* attributes of each
   [data-filter] element, offline. Without this script the form stays hidden and every ruling shows. */
(function () {
  "use strict";
  var form = document.getElementById("filter");
  if (!form) { return; }
  var input = form.querySelector("input");
  var field = form.querySelector("select");
  var output = form.querySelector("output");
  var items = Array.prototype.slice.call(document.querySelectorAll("[data-filter]"));
  function text(item) {
    var d = item.dataset;
    if (field.value === "any") { return [d.id, d.cards, d.tags, d.statement].join(" \n "); }
    return d[field.value] || "";
  }
  function apply() {
    var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = {};
    var all = {};
    items.forEach(function (item) {
      var haystack = text(item).toLowerCase();
      var match = terms.every(function (term) { return haystack.indexOf(term) !== -1; });
      item.hidden = !match;
      all[item.dataset.id] = true;
      if (match) { shown[item.dataset.id] = true; }
    });
    output.textContent = Object.keys(shown).length + " of " + Object.keys(all).length + " rulings shown";
  }
  var query = new URLSearchParams(window.location.search);
  if (query.get("q")) { input.value = query.get("q"); }
  if (query.get("by") && field.querySelector("option[value='" + query.get("by").replace(/\W/g, "") + "']")) {
    field.value = query.get("by");
  }
  input.addEventListener("input", apply);
  field.addEventListener("change", apply);
  form.addEventListener("submit", function (event) { event.preventDefault(); apply(); });
  form.hidden = false;
  apply();
}());
