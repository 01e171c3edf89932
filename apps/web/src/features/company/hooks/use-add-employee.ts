import type { StructureDivision } from '@plotline/contract/company';
import { Form, type FormProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { personName } from '#src/lib/person-name.ts';
import { useCreateEmployee } from '../api/create-employee.ts';
import { canAddEmployeeTo, rolesBelow } from '../utils/company-roles.ts';
import { reportCompanyError } from '../utils/report-company-error.ts';
import {
  EMPLOYEE_FORM_FIELDS,
  type EmployeeFormValues,
  toEmployeeBody,
} from '../utils/to-employee-body.ts';
import { useCompanyActor } from './use-company-actor.ts';

/** Fields whose absence spec §6 names: "creating an employee needs a division and a country". */
const PLACEMENT_FIELDS = new Set(['division', 'countries']);

/**
 * The add-employee form: the divisions and roles the signed-in head may give (lower roles
 * only; a head of division: their own division only), its starting values and its submission.
 */
export function useAddEmployee(
  allDivisions: StructureDivision[],
  presetDivisionId: number | null,
  onCreated: () => void,
) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmployeeFormValues>();
  const actor = useCompanyActor();
  const createEmployee = useCreateEmployee();

  const divisions = useMemo(
    () => (actor ? allDivisions.filter((d) => canAddEmployeeTo(actor, d.id)) : []),
    [actor, allDivisions],
  );
  const roles = useMemo(() => rolesBelow(actor?.role ?? null), [actor]);
  const onlyDivision = divisions.length === 1 ? divisions[0]?.id : undefined;
  const initialValues: Partial<EmployeeFormValues> = {
    division: presetDivisionId ?? onlyDivision,
    role: roles.includes('employee') ? 'employee' : roles[0],
    countries: [],
  };

  function handleFinish(values: EmployeeFormValues) {
    const body = toEmployeeBody(values);
    createEmployee.mutate(body, {
      onSuccess: (user) => {
        toast.success(t('company.employeeCreated', { name: personName(user) }));
        onCreated();
      },
      onError: (error) =>
        reportCompanyError(error, 'company.errors.createEmployee', {
          form,
          fieldNames: EMPLOYEE_FORM_FIELDS,
        }),
    });
  }

  const handleFinishFailed: FormProps<EmployeeFormValues>['onFinishFailed'] = ({ errorFields }) => {
    if (errorFields.some((field) => PLACEMENT_FIELDS.has(String(field.name[0])))) {
      const text = t('company.errors.divisionOrCountryMissing');
      toast.error(text, { toastId: text });
    }
  };

  return {
    form,
    divisions,
    roles,
    initialValues,
    handleFinish,
    handleFinishFailed,
    isPending: createEmployee.isPending,
  };
}
