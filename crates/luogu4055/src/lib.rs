//! Luogu P4055 (the bipartite token game on a grid), as the tools know it: the reference model of
//! its input and answers, its input generator, and its small cases answered by the game tree. Its
//! tests (`tests/testdata.rs`) check the binary (`src/main.rs`) against it.

use game_core::matching_game::Grid;
use game_core::proof::geography::GridToken;
use spec::{Gen, Problem, Reader, Rng, Scale};

/// What the tools know of Luogu P4055.
pub const PROBLEM: Problem = Problem {
    model,
    generate,
    exhaustive,
};

/// The answer lines of a grid `cols` wide whose winning starts (row by
/// row) are `wins`.
fn answer(wins: &[bool], cols: usize) -> String {
    if !wins.contains(&true) {
        return "LOSE\n".into();
    }
    let mut lines = String::from("WIN\n");
    for (cell, _) in wins.iter().enumerate().filter(|&(_, &w)| w) {
        lines.push_str(&format!("{} {}\n", cell / cols + 1, cell % cols + 1));
    }
    lines
}

/// Grids `N M` and N rows until the end (a judge's file holds one): AA
/// wins where a maximum matching can miss the start.
fn model(r: &mut Reader) -> String {
    let mut out = String::new();
    while !r.at_end() {
        let (Some(n), Some(m)) = (r.next_value(), r.next_value()) else {
            break;
        };
        let Some(mut grid) = r.valid(Grid::new(n, m)) else {
            break;
        };
        let read = r.repeat(n, "rows", |r| {
            if let Some(row) = r.next_word() {
                r.valid(grid.push_row(&row));
            }
        });
        if !read {
            break;
        }
        out.push_str(&answer(&grid.losing_starts(), m as usize));
    }
    out
}

/// Writes a grid: its size, then its rows.
fn write_grid(g: &mut Gen<'_>, size: [u64; 2], rows: &[Vec<u8>]) {
    g.line(&size);
    for row in rows {
        g.words(&[row]);
    }
}

/// Statement: 1 ≤ N, M ≤ 100. Here `cases` grids (an answer each): with
/// [`Scale::Statement`] the first `cases / 10 000` (at most 100: the
/// benchmark's 10^6 cases give 100) are 100 × 100, open ones and ones with
/// a corner blocked (an odd number of open cells: the first mover loses
/// from half of them), the others at most 5 × 5, about a third blocked.
/// With [`Scale::Huge`] one grid in four claims a size beyond every limit.
fn generate(g: &mut Gen<'_>) {
    let largest = match g.scale {
        Scale::Statement => (g.cases / 10_000).min(100),
        _ => 0,
    };
    for grid in 0..g.cases {
        if grid < largest {
            let mut rows = vec![vec![b'.'; 100]; 100];
            if grid % 2 == 1 {
                rows[0][0] = b'#';
            }
            write_grid(g, [100, 100], &rows);
            continue;
        }
        let (n, m) = (g.count(1, 5), g.count(1, 5));
        let rows: Vec<Vec<u8>> = (0..n)
            .map(|_| {
                (0..m)
                    .map(|_| if g.rng.one_in(3) { b'#' } else { b'.' })
                    .collect()
            })
            .collect();
        let claimed = if g.scale == Scale::Huge && g.rng.one_in(4) {
            g.value(1, 100)
        } else {
            n
        };
        write_grid(g, [claimed, m], &rows);
    }
}

/// Every grid of at most 8 cells, every 3 × 3 grid, and 200 random grids
/// up to 4 × 5, answered by the game tree of the token.
fn exhaustive() -> (String, String) {
    let mut grids: Vec<GridToken> = Vec::new();
    for rows in 1..=8 {
        for cols in 1..=8 / rows {
            grids.extend(
                (0..1u64 << (rows * cols)).map(|open| GridToken::from_bits(rows, cols, open)),
            );
        }
    }
    grids.extend((0..1u64 << 9).map(|open| GridToken::from_bits(3, 3, open)));
    let mut rng = Rng::new(4055);
    for _ in 0..200 {
        let (rows, cols) = (rng.range(1, 4) as usize, rng.range(1, 5) as usize);
        // About three cells in four open.
        let open = rng.next_u64() | rng.next_u64();
        grids.push(GridToken::from_bits(rows, cols, open));
    }
    let (mut input, mut output) = (String::new(), String::new());
    for game in &grids {
        // The first player places the token; the second moves it first, so
        // the starts lost for the player to move are the first player's wins.
        let wins = game.losing_starts();
        input.push_str(&format!(
            "{} {}\n{}\n",
            game.rows,
            game.cols,
            game.rows_text().join("\n")
        ));
        output.push_str(&answer(&wins, game.cols));
    }
    (input, output)
}
