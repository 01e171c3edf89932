import type { StructureDivision } from '@plotline/contract/company';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmployeeRules } from '../hooks/use-employee-rules.ts';
import { useRoleLabel } from '../hooks/use-role-label.ts';
import type { AssignableRole } from '../utils/company-roles.ts';
import { CountrySelect } from './country-select.tsx';

type EmployeePlacementFieldsProps = {
  /** Divisions the employee may join (a head of division: their own only). */
  divisions: StructureDivision[];
  /** Roles lower than the creator's (spec §6). */
  roles: AssignableRole[];
};

/** Where the new employee works: division, role and countries, all required (spec §6). */
export function EmployeePlacementFields({ divisions, roles }: EmployeePlacementFieldsProps) {
  const { t } = useTranslation();
  const rules = useEmployeeRules();
  const roleLabel = useRoleLabel();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="division" label={t('company.employee.division')} rules={rules.chosen}>
            <Select<number>
              placeholder={t('company.employee.divisionPlaceholder')}
              disabled={divisions.length === 1}
              options={divisions.map((division) => ({
                value: division.id,
                label: division.company_division_name,
              }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="role" label={t('company.employee.role')} rules={rules.chosen}>
            <Select<AssignableRole>
              disabled={roles.length === 1}
              options={roles.map((role) => ({ value: role, label: roleLabel(role) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="countries" label={t('company.employee.countries')} rules={rules.countries}>
        <CountrySelect<number[]>
          isMultiple
          placeholder={t('company.employee.countriesPlaceholder')}
        />
      </Form.Item>
    </>
  );
}
