//! The token game on a grid (Luogu P4055): `matching_game::Grid` against
//! the game tree of its rule (`game_core::proof::geography`) on every grid
//! of at most 10 cells and random grids up to 5 × 5; against an
//! independent method (a start loses exactly when removing it leaves a
//! matching as large, by Kuhn's augmenting paths) on random larger grids;
//! and on P4055's largest grids.

// Tests are never bundled: they build with the workspace's Rust, not game-core's 1.63.
#![allow(clippy::incompatible_msrv)]

use game_core::matching_game::Grid;
use game_core::proof::geography::GridToken;
use proptest::prelude::*;

/// The rows of a grid of `rows × cols` cells whose open cells are the bits
/// of `open`.
fn rows_of(rows: usize, cols: usize, open: u64) -> Vec<String> {
    GridToken::from_bits(rows, cols, open).rows_text()
}

fn grid_of(rows: &[String]) -> Grid {
    let mut grid = Grid::new(rows.len() as u64, rows[0].len() as u64).unwrap();
    for row in rows {
        grid.push_row(row.as_bytes()).unwrap();
    }
    grid
}

/// The starts the game tree says the player to move loses from.
fn tree_losing(rows: &[String]) -> Vec<bool> {
    let strs: Vec<&str> = rows.iter().map(String::as_str).collect();
    GridToken::new(&strs).losing_starts()
}

#[test]
fn every_grid_of_at_most_10_cells() {
    let mut grids = 0;
    for rows in 1..=10 {
        for cols in 1..=10 / rows {
            for open in 0..1u64 << (rows * cols) {
                let text = rows_of(rows, cols, open);
                assert_eq!(
                    grid_of(&text).losing_starts(),
                    tree_losing(&text),
                    "{text:?}"
                );
                grids += 1;
            }
        }
    }
    assert!(grids > 5000, "{grids}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_grids_up_to_5_by_5(rows in 1..=5usize, cols in 1..=5usize, open in any::<u64>(), dense in any::<u64>()) {
        // About two cells in three open.
        let open = open | dense;
        let text = rows_of(rows, cols, open);
        prop_assert_eq!(grid_of(&text).losing_starts(), tree_losing(&text), "{:?}", text);
    }

    #[test]
    fn random_grids_against_removing_each_cell(rows in 1..=12usize, cols in 1..=12usize, seed in any::<u64>()) {
        let mut rng = seed | 1;
        let text: Vec<String> = (0..rows).map(|_| (0..cols).map(|_| {
            rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
            if rng % 4 == 0 { '#' } else { '.' }
        }).collect()).collect();
        let cells: Vec<bool> = text.iter().flat_map(|r| r.bytes().map(|b| b == b'.')).collect();
        let full = kuhn(rows, cols, &cells);
        prop_assert_eq!(grid_of(&text).maximum_matching(), full);
        let losing = grid_of(&text).losing_starts();
        for i in 0..cells.len() {
            let mut without = cells.clone();
            without[i] = false;
            // A maximum matching misses i exactly when G − i keeps the size.
            let expected = cells[i] && kuhn(rows, cols, &without) == full;
            prop_assert_eq!(losing[i], expected, "cell {} of {:?}", i, text);
        }
    }
}

/// The size of a maximum matching by Kuhn's augmenting paths, one search
/// per left cell (recursive: the grids here are small).
fn kuhn(rows: usize, cols: usize, open: &[bool]) -> usize {
    let neighbours = |i: usize| {
        let (r, c) = (i / cols, i % cols);
        let mut out = Vec::new();
        if r > 0 {
            out.push(i - cols);
        }
        if r + 1 < rows {
            out.push(i + cols);
        }
        if c > 0 {
            out.push(i - 1);
        }
        if c + 1 < cols {
            out.push(i + 1);
        }
        out.into_iter().filter(|&j| open[j]).collect::<Vec<_>>()
    };
    fn augment(
        u: usize,
        seen: &mut [bool],
        mate: &mut [Option<usize>],
        nb: &dyn Fn(usize) -> Vec<usize>,
    ) -> bool {
        for v in nb(u) {
            if !seen[v] {
                seen[v] = true;
                if mate[v].is_none_or(|w| augment(w, seen, mate, nb)) {
                    mate[v] = Some(u);
                    return true;
                }
            }
        }
        false
    }
    let mut mate = vec![None; open.len()];
    let mut size = 0;
    for u in 0..open.len() {
        if open[u] && (u / cols + u % cols) % 2 == 0 {
            let mut seen = vec![false; open.len()];
            if augment(u, &mut seen, &mut mate, &neighbours) {
                size += 1;
            }
        }
    }
    size
}

#[test]
fn the_largest_grids() {
    let open = vec![".".repeat(100); 100];
    let grid = grid_of(&open);
    assert_eq!(grid.maximum_matching(), 5000);
    assert!(grid.losing_starts().iter().all(|&l| !l));
    // 99 × 99: the majority colour, 4901 cells, loses for the mover.
    let grid = grid_of(&vec![".".repeat(99); 99]);
    let losing = grid.losing_starts();
    assert_eq!(losing.iter().filter(|&&l| l).count(), 4901);
    assert!((0..99 * 99).all(|i| losing[i] == ((i / 99 + i % 99) % 2 == 0)));
    // A snake: one path through 99 rows, 4999 cells; the mover loses from
    // every other cell of it, counted from an end (2500).
    let snake: Vec<String> = (0..99)
        .map(|r| match r % 4 {
            1 => format!("{}.", "#".repeat(98)),
            3 => format!(".{}", "#".repeat(98)),
            _ => ".".repeat(99),
        })
        .collect();
    let grid = grid_of(&snake);
    assert_eq!(grid.maximum_matching(), 2499);
    assert_eq!(grid.losing_starts().iter().filter(|&&l| l).count(), 2500);
}

#[test]
fn bad_rows_and_sizes_are_refused() {
    assert!(Grid::new(0, 5).is_err());
    assert!(Grid::new(5, 0).is_err());
    assert!(Grid::new(u64::MAX, u64::MAX).is_err());
    assert!(Grid::new(1 << 11, 1 << 11).is_ok());
    assert!(Grid::new(1 << 11, (1 << 11) + 1).is_err());
    let mut grid = Grid::new(1, 3).unwrap();
    assert!(grid.push_row(b"..").is_err());
    assert!(grid.push_row(b".x.").is_err());
    assert!(grid.push_row(b".#.").is_ok());
    assert!(grid.push_row(b"...").is_err());
}
