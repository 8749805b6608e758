import { describe, expect, it } from 'vitest';
import { scoreFeatures, trainModel } from './relevance-model';

const f = (...keys: string[]) => keys.map((key) => ({ key, label: key.slice(2) }));

describe('the relevance model', () => {
  const background = [
    ['w:limpieza', 'w:viaria', 'o:1'],
    ['w:limpieza', 'w:edificio', 'o:2'],
    ['w:suministro', 'w:limpieza', 'o:3'],
    ['w:mantenimiento', 'o:1'],
    ['w:suministro', 'w:vestuario', 'o:4'],
    ['w:obra', 'o:5'],
  ];

  it('rates up what looks like liked tenders and down what looks like rejected ones', () => {
    const model = trainModel(
      [
        { keys: ['w:limpieza', 'w:viaria', 'o:1'], label: 'up' },
        { keys: ['w:limpieza', 'w:edificio', 'o:2'], label: 'up' },
        { keys: ['w:suministro', 'w:limpieza', 'o:3'], label: 'down' },
        { keys: ['w:suministro', 'w:vestuario', 'o:4'], label: 'down' },
      ],
      background,
    );
    expect(model).toMatchObject({ up: 2, down: 2 });
    const liked = scoreFeatures(model, f('w:limpieza', 'w:viaria', 'o:9'));
    const rejected = scoreFeatures(model, f('w:suministro', 'w:papel'));
    const unknown = scoreFeatures(model, f('w:papel', 'o:9'));
    expect(liked.score).toBeGreaterThan(0);
    expect(rejected.score).toBeLessThan(0);
    expect(unknown).toEqual({ score: 0, reasons: [] });
    expect(liked.reasons.map((r) => `${r.sign} ${r.label}`)).toEqual(['+ viaria', '+ limpieza']);
    expect(rejected.reasons.map((r) => `${r.sign} ${r.label}`)).toEqual(['- suministro']);
  });

  it('names at most three reasons, strongest first', () => {
    const model = trainModel(
      [
        { keys: ['w:a', 'w:b', 'w:c', 'w:d'], label: 'up' },
        { keys: ['w:a', 'w:b', 'w:c'], label: 'up' },
        { keys: ['w:a', 'w:b'], label: 'up' },
        { keys: ['w:a'], label: 'up' },
        { keys: ['w:z'], label: 'down' },
      ],
      [['w:a'], ['w:b'], ['w:c'], ['w:d'], ['w:z'], ['w:y']],
    );
    const { reasons } = scoreFeatures(model, f('w:d', 'w:c', 'w:b', 'w:a'));
    expect(reasons.map((r) => r.label)).toEqual(['a', 'b', 'c']);
    expect(reasons[0]!.weight).toBeGreaterThan(reasons[2]!.weight);
  });

  it('does not name a word again beside a phrase that holds it', () => {
    const model = trainModel(
      [
        { keys: ['w:desbroce', 'w:monte', 'w:desbroce monte'], label: 'up' },
        { keys: ['w:mantenimiento'], label: 'down' },
      ],
      [['w:desbroce'], ['w:monte'], ['w:mantenimiento'], ['w:cuneta']],
    );
    const features = [
      { key: 'w:desbroce monte', label: 'desbroce de montes' },
      { key: 'w:monte', label: 'montes' },
      { key: 'w:desbroce', label: 'desbroce' },
      { key: 'w:mantenimiento', label: 'mantenimiento' },
    ];
    expect(scoreFeatures(model, features).reasons.map((r) => `${r.sign} ${r.label}`)).toEqual([
      '+ desbroce de montes',
      '- mantenimiento',
    ]);
  });

  it('learns from interest alone (follows and cards, no rejection yet)', () => {
    const model = trainModel([{ keys: ['w:jardineria', 'o:1'], label: 'up' }], background);
    expect(scoreFeatures(model, f('w:jardineria')).score).toBeGreaterThan(0);
    expect(scoreFeatures(model, f('w:obra')).score).toBe(0);
  });
});
