/** A house game's info panel: its rules and its return to player from the registry (shared/games/index.ts). */
import { gameById, type BetOption } from '../../shared/games/index';
import { fill } from '../../shared/format';
import { HOUSE_COMMON as T } from '../../shared/houseText';
import { html, type Html } from '../html';

/** Four decimals, exact to the digit shown (rounded down): 96.3625 %. */
export function percent(numerator: bigint, denominator: bigint): string {
  const tenThousandths = (numerator * 1_000_000n) / denominator;
  const whole = tenThousandths / 10_000n;
  const fraction = (tenThousandths % 10_000n).toString().padStart(4, '0').replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''} %`;
}

const rtpLine = (o: BetOption) => {
  const rtp = percent(o.rtp.numerator, o.rtp.denominator);
  return fill(o.rtpIs === 'atMost' ? T.rtpAtMost : o.rtpIs === 'measured' ? T.rtpMeasured : T.rtp, { rtp });
};

/** The stakes the game takes (smallest minimum, largest maximum over its options), in minor units. */
export function stakeRange(registryId: string): { min: bigint; max: bigint } {
  const options = gameById(registryId)?.options ?? [];
  return {
    min: options.reduce((m, o) => (o.limits.minStake < m ? o.limits.minStake : m), options[0]?.limits.minStake ?? 1n),
    max: options.reduce((m, o) => (o.limits.maxStake > m ? o.limits.maxStake : m), 0n),
  };
}

export function infoPanel(registryId: string, rules: readonly string[], optionName?: (id: string) => string): Html {
  const options = gameById(registryId)?.options ?? [];
  const lines = new Set(options.map(rtpLine));
  const rtp =
    lines.size === 1 || !optionName
      ? html`<p id="rtp">${[...lines][0] ?? ''}</p>`
      : html`<table id="rtp"><tbody>${options.map(
          (o) => html`<tr><th scope="row">${optionName(o.id)}</th><td>${rtpLine(o)}</td></tr>`,
        )}</tbody></table>`;
  return html`<details class="rules" id="info">
<summary>${T.info}</summary>
<ul>${rules.map((line) => html`<li>${line}</li>`)}</ul>
${rtp}
</details>`;
}
