import { DownOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { isActivePath, useCarriedHref } from './nav-href.ts';
import type { NavGroupItem } from './nav-sections.ts';

type StatisticMenuProps = { group: NavGroupItem; fieldsHome: string };

/** The statistics entry of the secondary navigation: a list of its sub-pages. */
export function StatisticMenu({ group, fieldsHome }: StatisticMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const carriedHref = useCarriedHref();
  const isActive = pathname === group.root || pathname.startsWith(`${group.root}/`);
  const selected = group.children.find((child) => isActivePath(child.to, pathname, fieldsHome));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: group.children.map((child) => ({ key: child.key, label: child.label })),
        selectable: true,
        selectedKeys: selected ? [selected.key] : [],
        onClick: ({ key }) => {
          const target = group.children.find((child) => child.key === key);
          if (target) void navigate(carriedHref(target.to));
        },
      }}
    >
      <button
        type="button"
        className={isActive ? 'pl-nav-button is-active' : 'pl-nav-button'}
        aria-current={isActive ? 'true' : undefined}
      >
        {group.label}
        <DownOutlined aria-hidden className="pl-nav-button-icon" />
      </button>
    </Dropdown>
  );
}
