import type { MeteoEventKind } from '@plotline/contract/meteo';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A colour and a sign per kind, so a frost reads apart from hail at a glance. */
export const EVENT_KIND_STYLE: Record<MeteoEventKind, { color: string; sign: string }> = {
  frost: { color: 'geekblue', sign: '❄' },
  hail: { color: 'purple', sign: '◆' },
  drought: { color: 'orange', sign: '☀' },
  heavy_rain: { color: 'blue', sign: '☔' },
  other: { color: 'default', sign: '•' },
};

/** The kind of a weather event as a coloured tag with its sign. */
export function EventKindTag({ kind }: { kind: MeteoEventKind }) {
  const { t } = useTranslation();
  const style = EVENT_KIND_STYLE[kind];
  return (
    <Tag color={style.color} data-kind={kind}>
      <span aria-hidden>{style.sign} </span>
      {t(`meteorology.eventKinds.${kind}`)}
    </Tag>
  );
}
