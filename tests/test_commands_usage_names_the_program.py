"""Every command's usage names it as README's command table does, `baseball-poker <command>`: the
installed program's `baseball-poker simulate --help` read 'usage: main.py simulate', and the game
window's 'usage: python main.py', where ledger and replay said baseball-poker."""

import pytest

from game import cli


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_each_commands_help_names_the_installed_program(command, capsys):
    try:
        code = cli.main([command, "--help"])
    except SystemExit as ended:  # (some commands let argparse end them, some return its status)
        code = ended.code
    assert code in (0, None)
    named = "baseball-poker" if command == "play" else f"baseball-poker {command}"
    assert capsys.readouterr().out.startswith(f"usage: {named} ")
