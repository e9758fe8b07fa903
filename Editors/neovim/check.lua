-- Drives `scenario-runner --lsp` from headless Neovim, as an editor session would, and checks
-- what the built-in client receives. Run by check.sh; exits 1 on the first surprise.
local runner = os.getenv('RUNNER')
local file = os.getenv('SCENARIO')
local failures = {}
local function check(ok, what)
  print((ok and 'ok    ' or 'FAIL  ') .. what)
  if not ok then table.insert(failures, what) end
end

vim.cmd('edit ' .. file)
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = 'scenario-runner', cmd = { runner, '--lsp' }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(buf, id)
vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20)

local function request(method, line, character)
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(buf),
    position = { line = line, character = character },
  }
  for _, answer in pairs(vim.lsp.buf_request_sync(buf, method, params, 5000) or {}) do
    return answer.result
  end
end

-- Neovim keeps diagnostics in byte columns: 'extra' after an emoji starts at byte 36.
local found = {}
for _, d in ipairs(vim.diagnostic.get(buf)) do
  found[#found + 1] = string.format('%d:%d-%d %s', d.lnum, d.col, d.end_col, d.message)
end
table.sort(found)
check(vim.tbl_contains(found, "7:7-12 unknown field 'emial'; did you mean 'email'?"), 'a typo is underlined, with a suggestion')
check(vim.tbl_contains(found, "9:36-41 expected the end of the line, found 'extra'"), 'a range after an emoji lands on the word')

local items = request('textDocument/completion', 8, 7) or {}
local labels = {}
for _, item in ipairs(items.items or items) do labels[#labels + 1] = item.label end
check(table.concat(labels, ' ') == 'email password', 'after "type " completion offers the fields')

local hover = request('textDocument/hover', 0, 8)
check(hover ~= nil and hover.contents.value:find('required "Enter your email."', 1, true) ~= nil, 'hover on a name shows its rules')

local definition = request('textDocument/definition', 10, 10)
check(definition ~= nil and definition.range.start.line == 4, 'go to definition reaches the declaration')

-- The person fixes the lines; the client sends the change, and the diagnostics clear.
vim.api.nvim_buf_set_lines(buf, 7, 10, false, { '  type email "ann@example.com"', '  type password "hunter22"' })
vim.wait(5000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
check(#vim.diagnostic.get(buf) == 0, 'the diagnostics clear once the lines are fixed')
local replayed = request('textDocument/hover', 9, 10)
check(replayed ~= nil and replayed.contents.value:find('This expectation fails: expected disabled, the screen showed enabled.', 1, true) ~= nil,
  'hover on an expect line says what the screen showed')
check(replayed ~= nil and replayed.contents.value:find('hunter22', 1, true) == nil, "a secure field's text stays hidden")

-- The failing expectation is recorded through a code action, and the edit applied.
local actions = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', {
  textDocument = vim.lsp.util.make_text_document_params(buf),
  range = { start = { line = 9, character = 0 }, ['end'] = { line = 9, character = 0 } },
  context = { diagnostics = {} },
}, 5000)
local action
for _, answer in pairs(actions or {}) do action = answer.result and answer.result[1] end
check(action ~= nil and action.title == 'Record what the screen shows (1 line)', 'recording is offered as a code action')
if action then vim.lsp.util.apply_workspace_edit(action.edit, 'utf-16') end
check(vim.api.nvim_buf_get_lines(buf, 9, 10, false)[1] == '  expect signup enabled', 'the recorded line is in the buffer')

vim.lsp.stop_client(id)
vim.cmd(#failures == 0 and 'qa!' or 'cq!')
